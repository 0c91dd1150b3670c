# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Lesson texts (context "Lesson": core's QT_TRANSLATE_NOOP and resources/ext/shipped.ext) whose
# Japanese and Korean filltranslations.py writes into the .ts files: English → (Japanese, Korean).
# Most lesson translations live in the .ts files only; texts here are filled again on every run.
L = {
"Timed from outside: wall, and the child's CPU, faults and peak RSS from wait4. cp prints no phases, so its whole life is one 'other' phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).":
 ("外部から計測する: ウォール時間と、wait4 から得る子プロセスの CPU、フォールト、ピーク RSS。cp はフェーズを出力しないので、その全期間が 1 つの 'other' フェーズになる。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。",
  "외부에서 측정합니다: 벽시계 시간과, wait4에서 얻은 자식의 CPU, 폴트, 피크 RSS. cp는 단계를 출력하지 않으므로 전체 수명이 하나의 'other' 단계가 됩니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33)."),
"Timed from outside (wall, wait4 rusage); its whole life is one 'other' phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).":
 ("外部から計測する（ウォール時間、wait4 の rusage）。その全期間が 1 つの 'other' フェーズになる。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。",
  "외부에서 측정합니다(벽시계 시간, wait4 rusage). 프로세스의 전체 수명이 하나의 'other' 단계가 됩니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33)."),
'Timed from outside (wall, wait4 rusage); wc prints no phases, so the run has none. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).':
 ('外部から計測する（ウォール時間、wait4 の rusage）。wc はフェーズを出力しないので、実行にフェーズはない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。',
  '외부에서 측정합니다(벽시계 시간, wait4 rusage). wc는 단계를 출력하지 않으므로 실행에 단계가 없습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).'),
"The read phase is fio's total completion latency (mean clat × I/Os); the wall includes fio's start-up and setup. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33). On a small file the wall MiB/s is mostly that set-up; the table's tool MiB/s is fio's own bandwidth over its own time.":
 ('read フェーズは fio の完了レイテンシの合計（平均 clat × I/O 数）である。ウォール時間には fio の起動とセットアップが含まれる。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。小さなファイルではウォール時間の MiB/s の大半がこのセットアップである。表のツール MiB/s は、fio 自身の時間で測った fio 自身の帯域である。',
  'read 단계는 fio의 완료 지연 시간 합계(평균 clat × I/O 수)입니다. 벽시계 시간에는 fio의 시작과 준비가 포함됩니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33). 작은 파일에서는 벽시계 시간 MiB/s의 대부분이 이 준비 시간입니다. 표의 도구 MiB/s는 fio가 자기 시간으로 잰 자체 대역폭입니다.'),
'Phases are timed inside the JVM with System.nanoTime() per call and printed as iolens-phase lines. JVM start-up is in the wall time but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).':
 ('フェーズは JVM の中で呼び出しごとに System.nanoTime() で計測し、iolens-phase 行として出力する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。',
  '단계는 JVM 안에서 호출마다 System.nanoTime()으로 측정해 iolens-phase 줄로 출력합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).'),
"Per-byte calls are timed in batches of 64 KiB bytes: one timing for the batch's reads, one for its writes. JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).":
 ('バイト単位の呼び出しは 64 KiB バイトのバッチで計測する: バッチの読み込みで 1 回、書き込みで 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。',
  '바이트 단위 호출은 64 KiB 바이트 배치로 측정합니다: 배치의 읽기에 한 번, 쓰기에 한 번. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).'),
"One read and one write timing with System.nanoTime(); JVM start-up is in the wall but in no phase. Files over 2 GiB fail in Java (an array limit), and the run reports the JVM's error. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).":
 ('System.nanoTime() で読み込みと書き込みをそれぞれ 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。2 GiB を超えるファイルは Java では失敗し（配列の上限）、実行は JVM のエラーを報告する。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。',
  'System.nanoTime()으로 읽기와 쓰기를 한 번씩 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 2 GiB를 넘는 파일은 Java에서 실패하며(배열 한도), 실행은 JVM의 오류를 보고합니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).'),
"One 'transfer' timing around transferTo (reads and writes inside one library call); JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).":
 ("transferTo の周りで 'transfer' を 1 回計測する（読み込みも書き込みも 1 回のライブラリ呼び出しの中）。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。",
  "transferTo 주위에서 'transfer'를 한 번 측정합니다(읽기와 쓰기가 라이브러리 호출 하나 안에 있습니다). JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33)."),
"One 'transfer' timing around Files.copy; JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).":
 ("Files.copy の周りで 'transfer' を 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。",
  "Files.copy 주위에서 'transfer'를 한 번 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33)."),
'One timing around the whole loop (per-char timing would dwarf the call); bytes are counted under the reader. JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).':
 ('ループ全体の周りで 1 回計測する（1 文字ごとに計測すると呼び出しよりも計測の方が大きくなる）。バイトはリーダーの下で数える。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。',
  '루프 전체를 한 번 측정합니다(문자마다 측정하면 측정이 호출보다 커집니다). 바이트는 리더 아래에서 셉니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).'),
'read and split timed per 1 MiB call with System.nanoTime(); JVM start-up is in the wall but in no phase. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).':
 ('read と split は 1 MiB の呼び出しごとに System.nanoTime() で計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。',
  'read와 split은 1 MiB 호출마다 System.nanoTime()으로 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).'),
'One timing around the loop; JVM start-up is in the wall but in no phase. Peak RSS of the child shows the list. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).':
 ('ループの周りで 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。子プロセスのピーク RSS にリストが現れる。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。',
  '루프를 한 번 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 자식 프로세스의 피크 RSS에 목록이 보입니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33).'),
"One timing around the stream; JVM start-up is in the wall but in no phase. Bytes are rebuilt from the lines (+1 per '\\n'), so a file with '\\r\\n' endings or no final newline fails verification. Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).":
 ("ストリームの周りで 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。バイト数は行から組み立て直す（'\\n' ごとに +1）ので、行末が '\\r\\n' のファイルや最後に改行のないファイルは検証に失敗する。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。",
  "스트림을 한 번 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 바이트 수는 줄에서 다시 만들므로('\\n'마다 +1), 줄 끝이 '\\r\\n'이거나 마지막 줄바꿈이 없는 파일은 검증에 실패합니다. 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33)."),
"One timing around the stream; JVM start-up is in the wall but in no phase. Bytes are rebuilt from the lines (+1 per '\\n'). Process start-up, measured on the machine iolens was written on (2-core AMD EPYC VM, Linux 6.18; hyperfine -N, best of 30): fork+exec of /bin/true 0.5 ms, java with an empty main() 32 ms (OpenJDK 17), fio --version 28 ms and a fio job reading 8 KiB 353 ms (fio 3.33).":
 ("ストリームの周りで 1 回計測する。JVM の起動はウォール時間には含まれるが、どのフェーズにも入らない。バイト数は行から組み立て直す（'\\n' ごとに +1）。プロセスの起動コスト（iolens を書いたマシンで計測: 2 コアの AMD EPYC VM、Linux 6.18、hyperfine -N で 30 回中の最良値）: /bin/true の fork+exec は 0.5 ms、空の main() を実行する java は 32 ms（OpenJDK 17）、fio --version は 28 ms、8 KiB を読む fio のジョブは 353 ms（fio 3.33）。",
  "스트림을 한 번 측정합니다. JVM 시작은 벽시계 시간에는 들어가지만 어떤 단계에도 들어가지 않습니다. 바이트 수는 줄에서 다시 만듭니다('\\n'마다 +1). 프로세스 시작 비용(iolens를 작성한 머신에서 측정: 2코어 AMD EPYC VM, Linux 6.18, hyperfine -N으로 30회 중 최솟값): /bin/true의 fork+exec 0.5 ms, 빈 main()을 실행하는 java 32 ms(OpenJDK 17), fio --version 28 ms, 8 KiB를 읽는 fio 작업 353 ms(fio 3.33)."),
"Issue 26: a traced program's own calls on one file, replayed on a copy of it as recorded and with each fix, so that the speed-up shown is the program's own.":
 ('issue 26: トレースしたプログラム自身の 1 つのファイルへの呼び出しを、そのコピーの上で記録どおりに、また各修正を施して再生する。示される高速化はそのプログラム自身のものになる。',
  'issue 26: 추적한 프로그램이 한 파일에 한 호출을 그 사본 위에서 기록대로, 그리고 각 수정을 적용해 재생합니다. 보이는 속도 향상은 그 프로그램 자신의 것입니다.'),
'Each recorded run of calls (the trace merges consecutive calls of one kind) is timed as one interval, credited with its calls and bytes: two clock reads per run, not per call. The bytes read are hashed as they arrive, as the program would have used them.':
 ('記録された呼び出しの連なり（トレースは同じ種類の連続した呼び出しをまとめる）ごとに 1 区間として計測し、その呼び出し数とバイト数を割り当てる: 時計の読み取りは呼び出しごとではなく連なりごとに 2 回。読んだバイトは、プログラムが使うのと同じように、届いた時点でハッシュする。',
  '기록된 호출 묶음(추적은 같은 종류의 연속 호출을 하나로 합칩니다)마다 한 구간으로 측정하고 그 호출 수와 바이트를 매깁니다: 시계 읽기는 호출마다가 아니라 묶음마다 두 번입니다. 읽은 바이트는 프로그램이 쓰듯이 도착하는 대로 해시합니다.'),
"Issue 26: the built-in strategies show a fix on their own work; a replay shows it on the calls the program made, so the speed-up in the table is the program's.":
 ('issue 26: 組み込みの戦略は修正の効果を自分自身の作業で示すが、再生はプログラムが実際に行った呼び出しで示す。したがって表の高速化はそのプログラムのものである。',
  'issue 26: 내장 전략은 수정의 효과를 자기 작업으로 보여 주지만, 재생은 프로그램이 실제로 한 호출로 보여 줍니다. 그래서 표의 속도 향상은 그 프로그램의 것입니다.'),
'the traced calls, as recorded':
 ('トレースした呼び出し（記録どおり）',
  '추적한 호출(기록대로)'),
"Repeats the traced program's calls on a copy of the file: the same call kinds (stdio calls through a FILE*, read, pread, write and pwrite through descriptors), sizes, offsets, opens, closes and fsyncs, in recorded time order and in one thread (the threads of the program are merged by when their calls began). Writes write bytes that depend only on the file offset; the traced file itself is only read, to copy it.":
 ('トレースしたプログラムの呼び出しをファイルのコピーの上で繰り返す: 同じ呼び出しの種類（FILE* を通した stdio 呼び出し、ディスクリプタを通した read、pread、write、pwrite）、サイズ、オフセット、open、close、fsync を、記録された時刻順に 1 つのスレッドで行う（プログラムのスレッドは呼び出しの開始時刻で並べてまとめる）。書き込むバイトはファイルオフセットだけで決まる。トレースしたファイル自体はコピーのために読むだけである。',
  '추적한 프로그램의 호출을 파일 사본 위에서 되풀이합니다: 같은 호출 종류(FILE*를 통한 stdio 호출, 디스크립터를 통한 read, pread, write, pwrite), 크기, 오프셋, open, close, fsync를 기록된 시간 순서대로 한 스레드에서 합니다(프로그램의 스레드는 호출이 시작된 시각으로 합칩니다). 쓰는 바이트는 파일 오프셋에만 달려 있습니다. 추적한 파일 자체는 복사하려고 읽기만 합니다.'),
'Whatever the program called: FileInputStream.read(byte[]), RandomAccessFile.seek + read, new FileWriter(path, true) per record — the pattern before any fix.':
 ('プログラムが呼んだもの何でも: FileInputStream.read(byte[])、RandomAccessFile.seek + read、レコードごとの new FileWriter(path, true) — 修正前のパターンそのもの。',
  '프로그램이 부른 것 무엇이든: FileInputStream.read(byte[]), RandomAccessFile.seek + read, 레코드마다 new FileWriter(path, true) — 수정 전의 패턴 그대로입니다.'),
"The program's own: calls × cost per call of each kind, opens and fsyncs included. Each run of calls spreads its bytes evenly (the trace does not keep single calls' sizes).":
 ('プログラム自身のもの: 種類ごとの呼び出し回数 × 1 回あたりのコスト（open と fsync を含む）。各連なりはバイトを呼び出しに均等に割り振る（トレースは個々の呼び出しのサイズを保持しない）。',
  '프로그램 자신의 것: 종류별 호출 수 × 호출당 비용(open과 fsync 포함). 각 묶음은 바이트를 호출에 고르게 나눕니다(추적은 개별 호출의 크기를 남기지 않습니다).'),
'the traced calls, reads through a 64 KiB buffer':
 ('トレースした呼び出し（読み込みは 64 KiB バッファ経由）',
  '추적한 호출(읽기는 64 KiB 버퍼를 거쳐)'),
"As recorded, but every run of reads smaller than 64 KiB each is read as 64 KiB reads (or the run's range whole, if smaller): the program's small reads would be served from the buffer.":
 ('記録どおりだが、1 回が 64 KiB より小さい読み込みの連なりはすべて 64 KiB の読み込みで読む（連なりの範囲がそれより小さければ範囲全体を一度に）: プログラムの小さな読み込みはバッファから返されることになる。',
  '기록대로이지만, 한 번에 64 KiB보다 작은 읽기 묶음은 모두 64 KiB 읽기로 읽습니다(묶음의 범위가 더 작으면 범위 전체를 한 번에): 프로그램의 작은 읽기는 버퍼에서 처리됩니다.'),
'new BufferedInputStream(new FileInputStream(f), 65536) in place of FileInputStream.read(byte[]) with a small array, or read() per byte.':
 ('小さな配列での FileInputStream.read(byte[]) や 1 バイトごとの read() の代わりに new BufferedInputStream(new FileInputStream(f), 65536)。',
  '작은 배열로 하는 FileInputStream.read(byte[])나 바이트마다 하는 read() 대신 new BufferedInputStream(new FileInputStream(f), 65536).'),
'bytes / 64 KiB system calls per read run instead of one per recorded call; the copies stay the same. Memory: 64 KiB.':
 ('読み込みの連なりごとに、記録された呼び出し 1 回につき 1 回ではなく、バイト数 / 64 KiB 回のシステムコール。コピーは変わらない。メモリ: 64 KiB。',
  '읽기 묶음마다 기록된 호출 하나에 한 번이 아니라 바이트 / 64 KiB 번의 시스템 호출. 복사는 그대로입니다. 메모리: 64 KiB.'),
'the traced calls, the file kept open':
 ('トレースした呼び出し（ファイルは開いたまま）',
  '추적한 호출(파일은 연 채로)'),
'As recorded, but the file is opened once, at the first recorded open, and closed once at the end: the reopen cycles are gone. Where a reopen moved the file position back, one lseek puts it where the next call began.':
 ('記録どおりだが、ファイルは最初に記録された open で 1 回だけ開き、最後に 1 回だけ閉じる: 開き直しの繰り返しがなくなる。開き直しでファイル位置が戻っていた場所では、1 回の lseek で次の呼び出しが始まった位置に合わせる。',
  '기록대로이지만, 파일은 처음 기록된 open에서 한 번만 열고 마지막에 한 번만 닫습니다: 다시 열기의 반복이 없어집니다. 다시 열기로 파일 위치가 되돌아갔던 곳에서는 lseek 한 번으로 다음 호출이 시작한 위치에 맞춥니다.'),
"Article 004's fix: the FileWriter (or FileInputStream) created once outside the loop instead of new FileWriter(path, true) and close() per record.":
 ('記事 004 の修正: レコードごとの new FileWriter(path, true) と close() の代わりに、ループの外で FileWriter（または FileInputStream）を 1 回だけ作る。',
  '글 004의 수정: 레코드마다 new FileWriter(path, true)와 close() 하는 대신 루프 밖에서 FileWriter(또는 FileInputStream)를 한 번만 만듭니다.'),
'1 open + 1 close instead of one of each per cycle (a path walk and a file description each, µs on Linux, ms with an antivirus filter on Windows); a seek per cycle at most.':
 ('サイクルごとに open と close を 1 回ずつではなく、open 1 回 + close 1 回（それぞれパスの探索とファイル記述が 1 つずつ。Linux では µs、アンチウイルスのフィルターがある Windows では ms）。シークはサイクルごとに多くても 1 回。',
  '주기마다 open과 close를 한 번씩 하는 대신 open 1번 + close 1번(각각 경로 탐색과 파일 기술 하나, Linux에서는 µs, 바이러스 백신 필터가 있는 Windows에서는 ms). 탐색은 주기마다 많아야 한 번.'),
'the traced calls, each write run as one gathering write':
 ('トレースした呼び出し（書き込みの連なりごとに 1 回の集約書き込み）',
  '추적한 호출(쓰기 묶음마다 모아 쓰기 한 번)'),
"As recorded, but every run of consecutive writes goes out as one writev(2) of its calls' pieces (1,024 at a time), a pwrite run as one pwrite(2) of its range and a stdio write run as one fwrite(3).":
 ('記録どおりだが、連続した書き込みの連なりはすべて、その呼び出しの断片をまとめた 1 回の writev(2)（一度に 1,024 個まで）で出し、pwrite の連なりはその範囲の 1 回の pwrite(2)、stdio の書き込みの連なりは 1 回の fwrite(3) にする。',
  '기록대로이지만, 연속한 쓰기 묶음은 모두 그 호출들의 조각을 모은 writev(2) 한 번(한 번에 1,024개까지)으로 내보내고, pwrite 묶음은 그 범위의 pwrite(2) 한 번, stdio 쓰기 묶음은 fwrite(3) 한 번으로 합니다.'),
'GatheringByteChannel.write(ByteBuffer[]), or a StringBuilder written with one write() instead of a write() per record.':
 ('GatheringByteChannel.write(ByteBuffer[])、またはレコードごとの write() の代わりに 1 回の write() で書く StringBuilder。',
  'GatheringByteChannel.write(ByteBuffer[]), 또는 레코드마다 write() 하는 대신 write() 한 번으로 쓰는 StringBuilder.'),
'ceil(calls / 1,024) system calls per write run instead of one per call; the bytes copied are the same.':
 ('書き込みの連なりごとに、呼び出し 1 回につき 1 回ではなく ceil(呼び出し数 / 1,024) 回のシステムコール。コピーするバイトは同じ。',
  '쓰기 묶음마다 호출 하나에 한 번이 아니라 ceil(호출 수 / 1,024)번의 시스템 호출. 복사하는 바이트는 같습니다.'),
'the traced calls, reads served from one mapping':
 ('トレースした呼び出し（読み込みは 1 つのマッピングから）',
  '추적한 호출(읽기는 매핑 하나에서)'),
'As recorded, but the copy is mapped once (again if writes grow it) and every recorded read range is copied out of the mapping with memcpy: no read calls, page faults instead.':
 ('記録どおりだが、コピーを 1 回マップし（書き込みで大きくなれば再度）、記録された読み込みの範囲はすべて memcpy でマッピングからコピーする: read の呼び出しはなく、代わりにページフォールトが起きる。',
  '기록대로이지만, 사본을 한 번 매핑하고(쓰기로 커지면 다시) 기록된 읽기 범위는 모두 memcpy로 매핑에서 복사합니다: read 호출은 없고 대신 페이지 폴트가 납니다.'),
"FileChannel.map(READ_ONLY, 0, size) and MappedByteBuffer.get(byte[]) in place of the stream's reads.":
 ('ストリームの読み込みの代わりに FileChannel.map(READ_ONLY, 0, size) と MappedByteBuffer.get(byte[])。',
  '스트림 읽기 대신 FileChannel.map(READ_ONLY, 0, size)와 MappedByteBuffer.get(byte[]).'),
'1 open + 1 mmap, then one page fault per 4 KiB page first touched (fewer with fault-around) and a memcpy per range; no system call per read.':
 ('open 1 回 + mmap 1 回、その後は初めて触れる 4 KiB ページごとに 1 回のページフォールト（fault-around があればもっと少ない）と範囲ごとの memcpy。読み込みごとのシステムコールはない。',
  'open 1번 + mmap 1번, 그다음 처음 건드리는 4 KiB 페이지마다 페이지 폴트 한 번(fault-around가 있으면 더 적게)과 범위마다 memcpy. 읽기마다 하는 시스템 호출은 없습니다.'),
'the traced calls, one fsync at the end':
 ('トレースした呼び出し（fsync は最後に 1 回）',
  '추적한 호출(fsync는 마지막에 한 번)'),
'As recorded, but the recorded fsync and fdatasync calls are dropped and one fsync(2) is made before the last close: the file is as durable at the end, not after every call.':
 ('記録どおりだが、記録された fsync と fdatasync の呼び出しを省き、最後の close の前に fsync(2) を 1 回行う: ファイルは最後には同じく永続化されるが、呼び出しのたびにではない。',
  '기록대로이지만, 기록된 fsync와 fdatasync 호출을 빼고 마지막 close 전에 fsync(2)를 한 번 합니다: 파일은 마지막에는 똑같이 영속되지만 호출할 때마다는 아닙니다.'),
'FileChannel.force(true) once after the loop instead of after each record.':
 ('レコードごとではなく、ループの後に 1 回だけ FileChannel.force(true)。',
  '레코드마다가 아니라 루프 뒤에 한 번만 FileChannel.force(true).'),
'1 device flush instead of one per recorded fsync (0.1–10 ms each): the writes stay as recorded.':
 ('記録された fsync ごとに 1 回（それぞれ 0.1〜10 ms）ではなく、デバイスのフラッシュは 1 回。書き込みは記録どおりのまま。',
  '기록된 fsync마다 한 번(각각 0.1–10 ms)이 아니라 장치 플러시 한 번. 쓰기는 기록대로 둡니다.'),
'the traced calls, ranges read before answered from memory':
 ('トレースした呼び出し（一度読んだ範囲はメモリから）',
  '추적한 호출(한 번 읽은 범위는 메모리에서)'),
'As recorded, but the bytes each read brings in are kept in memory by offset, and every later read of bytes read before (and not written since) is answered from memory with no call: the first pass builds the index, the rescans and lookups after it cost a memory copy. A run that reads further than any before reads only the new part from the file, with its own calls; a write over a range makes the next read of it go to the file again.':
 ('記録どおりだが、各読み込みで得たバイトをオフセットごとにメモリに保持し、以前に読まれた（その後書き込まれていない）バイトの後の読み込みはすべて、呼び出しなしでメモリから答える: 最初の 1 回の走査が索引を作り、その後の再走査や検索はメモリのコピー 1 回で済む。それまでより先まで読む連なりは、新しい部分だけを自分の呼び出しでファイルから読む。ある範囲への書き込みがあると、次にその範囲を読むときは再びファイルから読む。',
  '기록대로이지만, 각 읽기로 들어온 바이트를 오프셋별로 메모리에 두고, 이전에 읽혔고(그 뒤 쓰이지 않은) 바이트를 다시 읽는 이후의 모든 읽기는 호출 없이 메모리에서 답합니다: 첫 번째 훑기가 색인을 만들고, 그 뒤의 재훑기와 조회는 메모리 복사 한 번으로 끝납니다. 이전보다 더 멀리 읽는 연속은 새 부분만 자기 호출로 파일에서 읽습니다. 어떤 범위에 쓰기가 있으면 다음에 그 범위를 읽을 때는 다시 파일에서 읽습니다.'),
'Article 004\'s fix for readFile(path, lineNo): read the file once into a List<String> (or an index of line offsets) and answer each lookup from it, instead of reading the file from the start for every line asked for.':
 ('記事 004 の readFile(path, lineNo) の修正: 求められた行ごとにファイルを先頭から読む代わりに、ファイルを一度 List<String>（または行オフセットの索引）に読み込み、各検索にそこから答える。',
  '기사 004의 readFile(path, lineNo) 수정: 요청된 줄마다 파일을 처음부터 읽는 대신, 파일을 한 번 List<String>(또는 줄 오프셋 색인)으로 읽어 각 조회에 거기서 답합니다.'),
'The first read of each range as recorded; every re-read costs a memcpy instead of its system calls (and a seek where the program\'s position moved). Memory: the bytes read, up to the file\'s size (the fix is not offered past 1 GiB).':
 ('各範囲の最初の読み込みは記録どおり。再読み込みはそれぞれシステムコールの代わりに memcpy 1 回（プログラムの位置が動いた所では seek 1 回）。メモリ: 読んだバイト分、最大でファイルの大きさ（1 GiB を超えるファイルにはこの修正を提示しない）。',
  '각 범위의 첫 읽기는 기록대로. 다시 읽기는 각각 시스템 호출 대신 memcpy 한 번(프로그램의 위치가 움직인 곳에서는 seek 한 번). 메모리: 읽은 바이트만큼, 최대 파일 크기(1 GiB를 넘는 파일에는 이 수정을 제시하지 않음).'),
'the traced calls, each recorded thread in a thread of its own':
 ('トレースした呼び出し（記録された各スレッドを専用のスレッドで）',
  '추적한 호출(기록된 각 스레드를 자기 스레드에서)'),
'As recorded, but not merged into one thread: each thread (and process) of the program that used the file replays its own calls, in its own order, with its own opens, on a thread of its own, all at once on the one copy, as the program ran them. Not offered where a thread reads what another writes, since the bytes read would then depend on which thread came first.':
 ('記録どおりだが 1 つのスレッドにまとめない: ファイルを使ったプログラムの各スレッド（とプロセス）が、自分の呼び出しを自分の順序と自分の open で、専用のスレッド上で、1 つのコピーに対して同時に、プログラムが実行したように再生する。あるスレッドが別のスレッドの書いたものを読む場合は提示しない。読むバイトがどちらのスレッドが先かで変わるため。',
  '기록대로이지만 한 스레드로 합치지 않습니다: 파일을 쓴 프로그램의 각 스레드(와 프로세스)가 자기 호출을 자기 순서와 자기 open으로, 자기 스레드에서, 하나의 복사본에 동시에, 프로그램이 실행한 대로 재생합니다. 한 스레드가 다른 스레드가 쓴 것을 읽는 경우에는 제시하지 않습니다. 읽는 바이트가 어느 스레드가 먼저냐에 따라 달라지기 때문입니다.'),
'An ExecutorService whose tasks each repeat one of the program\'s threads: what the program\'s own threads did, next to the one-thread replays.':
 ('タスクがそれぞれプログラムのスレッドの 1 つを繰り返す ExecutorService: プログラム自身のスレッドがしたことを、1 スレッドの再生と並べて示す。',
  '작업이 각각 프로그램의 스레드 하나를 되풀이하는 ExecutorService: 프로그램 자신의 스레드가 한 일을 한 스레드 재생과 나란히 보여 줍니다.'),
'The recorded calls, overlapped: the wall time is about the busiest thread\'s when the storage and the cores keep up, and the threads\' phase times add up to more than the wall time. Appends from several threads take turns, as the kernel\'s lock on the file makes them do anyway.':
 ('記録された呼び出しを重ねて実行: ストレージとコアが追いつく限り経過時間はいちばん忙しいスレッドの時間ほどになり、スレッドのフェーズ時間の合計は経過時間を超える。複数のスレッドからの追記は順番に行う。ファイルに対するカーネルのロックがいずれにせよそうさせる。',
  '기록된 호출을 겹쳐 실행: 저장 장치와 코어가 따라가는 한 경과 시간은 가장 바쁜 스레드의 시간 정도이고, 스레드들의 단계 시간 합은 경과 시간보다 큽니다. 여러 스레드의 덧붙이기는 차례로 합니다. 파일에 대한 커널의 잠금이 어차피 그렇게 만듭니다.'),
}
