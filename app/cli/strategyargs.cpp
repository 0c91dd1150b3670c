// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/strategyargs.h"

#include "core/errors.h"
#include "core/registry.h"

#include <algorithm>

namespace iolens::cli {

namespace {

std::string trimmed(const std::string& s)
{
    const auto begin = s.find_first_not_of(" \t");
    if (begin == std::string::npos)
        return {};
    return s.substr(begin, s.find_last_not_of(" \t") - begin + 1);
}

const ParamSpec* findSpec(const Strategy& strategy, const std::string& key)
{
    for (const ParamSpec& spec : strategy.info().params)
        if (spec.key == key)
            return &spec;
    return nullptr;
}

struct ParamArg {
    std::string id; // empty: every strategy that declares key
    std::string key;
    std::string value;
};

ParamArg splitParam(const std::string& arg)
{
    const auto eq = arg.find('=');
    if (eq == std::string::npos || eq == 0)
        throw UsageError("--param needs KEY=VALUE or ID:KEY=VALUE, got '" + arg + "'.");
    ParamArg p;
    const std::string left = arg.substr(0, eq);
    p.value = arg.substr(eq + 1);
    // Strategy ids contain dots and hyphens but never a colon.
    if (const auto colon = left.find(':'); colon != std::string::npos) {
        p.id = left.substr(0, colon);
        p.key = left.substr(colon + 1);
        if (p.id.empty() || p.key.empty())
            throw UsageError("--param needs KEY=VALUE or ID:KEY=VALUE, got '" + arg + "'.");
    } else {
        p.key = left;
    }
    return p;
}

} // namespace

std::vector<const Strategy*> familyStrategies(const std::string& family)
{
    const Registry& registry = Registry::instance();
    std::vector<const Strategy*> strategies = registry.family(family);
    if (strategies.empty()) {
        std::string known;
        for (const std::string& f : registry.families())
            known += (known.empty() ? "" : ", ") + f;
        throw UsageError("Unknown family '" + family + "'; the known families are " + known + ".");
    }
    return strategies;
}

std::vector<StrategyChoice> chooseFamily(const std::string& family)
{
    std::vector<StrategyChoice> choices;
    for (const Strategy* s : familyStrategies(family))
        choices.push_back(StrategyChoice { s->info().id, {} });
    return choices;
}

std::vector<StrategyChoice> chooseStrategies(const std::vector<std::string>& strategyArgs)
{
    std::vector<StrategyChoice> choices;
    for (const std::string& arg : strategyArgs) {
        std::size_t start = 0;
        for (;;) {
            const auto comma = arg.find(',', start);
            const std::string id = trimmed(arg.substr(start, comma == std::string::npos ? comma : comma - start));
            if (id.empty())
                throw UsageError("--strategy '" + arg + "' has an empty id.");
            if (!Registry::instance().find(id))
                throw UsageError("Unknown strategy '" + id + "'; 'iolens-cli list' shows the known ones.");
            const bool repeated
                = std::any_of(choices.begin(), choices.end(), [&](const StrategyChoice& c) { return c.id == id; });
            if (!repeated)
                choices.push_back(StrategyChoice { id, {} });
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    }
    return choices;
}

void applyParams(std::vector<StrategyChoice>& choices, const std::vector<std::string>& paramArgs)
{
    std::vector<ParamArg> params;
    for (const std::string& arg : paramArgs)
        params.push_back(splitParam(arg));
    // The plain form first, so that an ID:KEY=VALUE wins whatever the order on the command line.
    std::stable_partition(params.begin(), params.end(), [](const ParamArg& p) { return p.id.empty(); });

    for (const ParamArg& p : params) {
        bool applied = false;
        for (StrategyChoice& choice : choices) {
            if (!p.id.empty() && choice.id != p.id)
                continue;
            const Strategy* strategy = Registry::instance().find(choice.id);
            const ParamSpec* spec = strategy ? findSpec(*strategy, p.key) : nullptr;
            if (!spec) {
                if (!p.id.empty())
                    throw UsageError("Strategy '" + p.id + "' has no parameter '" + p.key
                        + "'; 'iolens-cli list' shows its parameters.");
                continue;
            }
            choice.params[p.key] = parseParamValue(*spec, p.value);
            applied = true;
        }
        if (applied)
            continue;
        if (!p.id.empty()) {
            if (!Registry::instance().find(p.id))
                throw UsageError("Unknown strategy '" + p.id + "' in --param '" + p.id + ":" + p.key + "'.");
            throw UsageError("--param '" + p.id + ":" + p.key + "' names a strategy that is not being run.");
        }
        throw UsageError("No chosen strategy has a parameter '" + p.key + "'; 'iolens-cli list' shows the parameters.");
    }
}

} // namespace iolens::cli
