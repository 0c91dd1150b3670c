// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/resultformat.h"

#include "core/registry.h"
#include "core/report/reportutil.h"
#include "core/sizeparse.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace iolens::ui {

QString formatNs(double ns)
{
    return QString::fromStdString(report::formatDuration(ns));
}

QString formatBytes(double bytes)
{
    return QString::fromStdString(formatSize(static_cast<std::uint64_t>(std::max(0.0, bytes))));
}

QString formatThroughput(double mibPerSecond)
{
    return QLocale().toString(mibPerSecond, 'f', mibPerSecond < 10 ? 2 : 1);
}

QString perUnitText(const Stats& stats)
{
    if (stats.unit.empty())
        return {};
    return formatNs(stats.nsPerUnit) + QLatin1Char('/') + QString::fromStdString(stats.unit);
}

bool fromChildWall(const Result& result)
{
    // Sessions saved before throughput_basis existed read back as "wall"; their ext runs were
    // child processes all the same.
    return result.stats.throughputBasis == "child wall" || result.family == "ext";
}

bool cpuIncludesChild(const Result& result)
{
    return result.family == "ext"; // the runner adds wait4's usage of the child (RunContext::addChildUsage)
}

QString figuresText(const Result& result, const QString& separator)
{
    QStringList parts;
    for (const RunMetric& m : result.metricMedians()) {
        QString name = QString::fromStdString(report::metricLabel(m)); // the unit is in the value
        name.replace(QLatin1Char('_'), QLatin1Char(' '));
        parts << name + QLatin1Char(' ') + QString::fromStdString(report::formatMetric(m));
    }
    return parts.join(separator);
}

QString statusText(const Result& result)
{
    return QString::fromUtf8(
        statusName(result.status).data(), static_cast<qsizetype>(statusName(result.status).size()));
}

QString resultLabel(const Result& result)
{
    QString label = QString::fromStdString(result.strategy);
    const Strategy* strategy = Registry::instance().find(result.strategy);
    if (!strategy)
        return label;
    QStringList changed;
    for (const ParamSpec& spec : strategy->info().params) {
        const auto it = result.params.find(spec.key);
        if (it == result.params.end() || it->second == spec.defaultValue)
            continue;
        const QString value
            = spec.type == ParamType::Size ? formatBytes(static_cast<double>(it->second)) : QString::number(it->second);
        changed << QString::fromStdString(spec.key) + QLatin1Char('=') + value;
    }
    return changed.isEmpty() ? label
                             : label + QStringLiteral(" (") + changed.join(QStringLiteral(", ")) + QLatin1Char(')');
}

} // namespace iolens::ui
