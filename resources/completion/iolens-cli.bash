# bash completion for iolens-cli. Installed to share/bash-completion/completions/iolens-cli, where
# bash-completion loads it on first use. Strategy ids, families and parameter names come from the
# installed `iolens-cli list` itself, so completion never falls behind the catalogue.

_iolens_cli_list()
{
    # $1: what to print: ids, families or params.
    "${COMP_WORDS[0]}" list 2>/dev/null | awk -v what="$1" '
        what == "ids" && /^[a-z]/ { print $1 }
        what == "families" && /^[a-z]/ && !seen[$2]++ { print $2 }
        what == "params" && /^ +[a-z_]+ = / && !seen[$1]++ { print $1 "=" }'
}

_iolens_cli()
{
    local cur prev words cword
    _init_completion -n = || return

    local commands="list gen run scenario trace help --help --version"
    if ((cword == 1)); then
        COMPREPLY=($(compgen -W "$commands" -- "$cur"))
        return
    fi

    local command=${words[1]} options=""
    case $command in
    list) options="--family --json --ext-file --help" ;;
    gen) options="--kind --size --line-length --text --seed --force --ext-file --help" ;;
    run) options="--file --family --strategy --replay --reps --warmup --cache --param --out-dir --format --json
                  --csv --plot --report --timeline --ext-file --help" ;;
    scenario) options="--variant --iterations --dir --json --ext-file --help" ;;
    trace)
        # From PROGRAM on, the words are the program's: complete them as commands and files.
        local i
        for ((i = 2; i < cword; i++)); do
            case ${words[i]} in
            --) _command_offset $((i + 1)); return ;;
            --format | --output | --json | --timeline | --keep | --events | --mode | --pid | --duration | --folded | --flame | --access-map | --access-file | --user-code) ((i++)) ;;
            -*) ;;
            *) _command_offset $i; return ;;
            esac
        done
        options="--format --output --json --timeline --keep --events --no-symbols --wait-all --mode --pid --duration --folded --flame --access-map --access-file --no-stacks --user-code --help --"
        ;;
    *) return ;;
    esac

    case $prev in
    --family) COMPREPLY=($(compgen -W "$(_iolens_cli_list families)" -- "$cur")); return ;;
    --strategy)
        # A comma-separated list: complete the id after the last comma.
        local done_part="" last=$cur
        if [[ $cur == *,* ]]; then
            done_part=${cur%,*},
            last=${cur##*,}
        fi
        COMPREPLY=($(compgen -P "$done_part" -W "$(_iolens_cli_list ids)" -- "$last"))
        return
        ;;
    --param) compopt -o nospace; COMPREPLY=($(compgen -W "$(_iolens_cli_list params)" -- "$cur")); return ;;
    --kind) COMPREPLY=($(compgen -W "random text zeros sparse" -- "$cur")); return ;;
    --text) COMPREPLY=($(compgen -W "ascii utf8" -- "$cur")); return ;;
    --cache) COMPREPLY=($(compgen -W "warm cold" -- "$cur")); return ;;
    --format) COMPREPLY=($(compgen -W "table stopwatch" -- "$cur")); return ;;
    --mode) COMPREPLY=($(compgen -W "auto preload ptrace" -- "$cur")); return ;;
    --variant) COMPREPLY=($(compgen -W "v1 v2 v3 v4 all" -- "$cur")); return ;;
    --out-dir | --dir | --keep) _filedir -d; return ;;
    --file | --json | --csv | --plot | --report | --timeline | --output | --ext-file | --folded | --flame | --access-map | --access-file) _filedir; return ;;
    --replay) _filedir json; return ;;
    --size | --line-length | --seed | --reps | --warmup | --iterations | --events) return ;;
    esac

    if [[ $command == scenario && $cword == 2 ]]; then
        COMPREPLY=($(compgen -W "csv-merge" -- "$cur"))
        return
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
        return
    fi
    # gen's OUT and anything else positional: a file name.
    _filedir
}
complete -F _iolens_cli iolens-cli
