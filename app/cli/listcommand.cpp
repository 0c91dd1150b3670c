// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cliutil.h"
#include "app/cli/commands.h"
#include "app/cli/strategyargs.h"

#include "core/printable.h"
#include "core/registry.h"
#include "core/sizeparse.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace iolens::cli {

namespace {

const char* const kListHelp = R"(Usage: iolens-cli list [--family F] [--json]

Lists the strategies iolens can run: id, family, title and parameters with their defaults and
ranges. --json adds each strategy's lesson (what it does, the Java API it mirrors, its cost model).

Options:
  --family F   only the strategies of family F (copy, read, write, ...)
  --json       one JSON object on standard output instead of text
)";

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

std::string_view typeName(ParamType type)
{
    switch (type) {
    case ParamType::Size:
        return "size";
    case ParamType::Count:
        return "count";
    case ParamType::Bool:
        return "bool";
    }
    return "count";
}

std::string valueText(const ParamSpec& spec, std::int64_t value)
{
    if (spec.type == ParamType::Bool)
        return value ? "true" : "false";
    if (spec.type == ParamType::Size)
        return formatSize(static_cast<std::uint64_t>(value));
    return std::to_string(value);
}

// "    buffer_size = 8 KiB (8192), 1 B to 1 GiB: bytes moved per call"
std::string paramLine(const ParamSpec& spec)
{
    std::string line = "    " + spec.key + " = " + valueText(spec, spec.defaultValue);
    if (spec.type == ParamType::Size)
        line += " (" + std::to_string(spec.defaultValue) + ")";
    if (spec.type != ParamType::Bool)
        line += ", " + valueText(spec, spec.min) + " to " + valueText(spec, spec.max);
    if (!spec.description.empty())
        line += ": " + spec.description;
    return line + "\n";
}

std::string listText(const std::vector<const Strategy*>& strategies)
{
    std::size_t idWidth = 0, familyWidth = 0;
    for (const Strategy* s : strategies) {
        idWidth = std::max(idWidth, s->info().id.size());
        familyWidth = std::max(familyWidth, s->info().family.size());
    }
    std::string out;
    for (const Strategy* s : strategies) {
        const StrategyInfo& info = s->info();
        out += info.id + std::string(idWidth - info.id.size() + 2, ' ') + info.family
            + std::string(familyWidth - info.family.size() + 2, ' ') + printable(info.title);
        // A user's ext definition supplies the title and, through its program names, the reason.
        if (const auto reason = s->unsupportedReason())
            out += "  [unsupported here: " + printable(*reason) + "]";
        out += "\n";
        for (const ParamSpec& spec : info.params)
            out += paramLine(spec);
    }
    return out;
}

QByteArray listJson(const std::vector<const Strategy*>& strategies)
{
    QJsonArray array;
    for (const Strategy* s : strategies) {
        const StrategyInfo& info = s->info();
        QJsonArray params;
        for (const ParamSpec& spec : info.params) {
            QJsonObject p;
            p[u"key"] = qs(spec.key);
            p[u"description"] = qs(spec.description);
            p[u"type"] = qs(std::string(typeName(spec.type)));
            p[u"default"] = qint64(spec.defaultValue);
            p[u"min"] = qint64(spec.min);
            p[u"max"] = qint64(spec.max);
            params.append(p);
        }
        QJsonObject lesson;
        lesson[u"what"] = qs(info.lesson.what);
        lesson[u"java_api"] = qs(info.lesson.javaApi);
        lesson[u"cost_model"] = qs(info.lesson.costModel);
        lesson[u"timing"] = qs(info.lesson.timing);
        const auto reason = s->unsupportedReason();
        QJsonObject o;
        o[u"id"] = qs(info.id);
        o[u"title"] = qs(info.title);
        o[u"family"] = qs(info.family);
        if (!info.verifiedAs.empty())
            o[u"verified_as"] = qs(info.verifiedAs);
        o[u"params"] = params;
        o[u"lesson"] = lesson;
        o[u"supported"] = !reason.has_value();
        o[u"unsupported_reason"] = qs(reason.value_or(std::string()));
        array.append(o);
    }
    QJsonObject root;
    root[u"iolens_version"] = QStringLiteral(IOLENS_VERSION);
    root[u"strategies"] = array;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace

int listCommand(const QStringList& args)
{
    return guarded([&] {
        QCommandLineParser parser;
        const QCommandLineOption family(
            QStringLiteral("family"), QStringLiteral("Only this family."), QStringLiteral("F"));
        const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("JSON output."));
        parser.addOptions({ family, json });
        if (!parseArguments(parser, args, false)) {
            std::fputs(kListHelp, stdout);
            return int(ExitOk);
        }

        std::vector<const Strategy*> strategies;
        if (parser.isSet(family)) {
            strategies = familyStrategies(toStd(parser.value(family)));
        } else {
            for (const auto& s : Registry::instance().all())
                strategies.push_back(s.get());
        }
        if (parser.isSet(json)) {
            const QByteArray text = listJson(strategies);
            std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
        } else {
            std::fputs(listText(strategies).c_str(), stdout);
        }
        return int(ExitOk);
    });
}

} // namespace iolens::cli
