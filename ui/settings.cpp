// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings.h"

#include <QHash>

namespace iolens::ui {

namespace {

// The single table of defaults: a key missing here has no default and reads as invalid.
const QHash<QString, QVariant>& defaults()
{
    static const QHash<QString, QVariant> table {
        { QStringLiteral("run/reps"), 5 },
        { QStringLiteral("run/warmup"), 1 },
        { QStringLiteral("run/cold"), false },
        { QStringLiteral("run/outDir"), QString() },
        { QStringLiteral("run/baseline"), QStringLiteral("copy.buffer-loop") },
        { QStringLiteral("run/checked"),
            QStringList { QStringLiteral("copy.buffer-loop"), QStringLiteral("copy.byte-stdio"),
                QStringLiteral("copy.read-all"), QStringLiteral("copy.sendfile"),
                QStringLiteral("copy.copy-file-range"), QStringLiteral("copy.std-filesystem") } },
        { QStringLiteral("workload/lastFile"), QString() },
        { QStringLiteral("workload/recent"), QStringList() },
        { QStringLiteral("plots/logTime"), false },
        { QStringLiteral("ui/language"), QString() },
        { QStringLiteral("trace/recent"), QVariantList() },
        { QStringLiteral("course/progress"), QVariantMap() },
        { QStringLiteral("course/step"), QString() },
    };
    return table;
}

} // namespace

Settings::Settings(const QString& fileName, QObject* parent)
    : QObject(parent)
    , m_settings(fileName.isEmpty() ? std::make_unique<QSettings>()
                                    : std::make_unique<QSettings>(fileName, QSettings::IniFormat))
{ }

QVariant Settings::value(const char* key) const
{
    const QString k = QString::fromLatin1(key);
    return m_settings->value(k, defaults().value(k));
}

void Settings::setValue(const char* key, const QVariant& value)
{
    const QString k = QString::fromLatin1(key);
    if (m_settings->value(k, defaults().value(k)) == value)
        return;
    m_settings->setValue(k, value);
    emit changed(k);
}

QString Settings::lastFile() const
{
    return value("workload/lastFile").toString();
}
void Settings::setLastFile(const QString& path)
{
    setValue("workload/lastFile", path);
    QStringList recent = recentFiles();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecentFiles)
        recent.removeLast();
    setValue("workload/recent", recent);
}
QStringList Settings::recentFiles() const
{
    return value("workload/recent").toStringList();
}
void Settings::removeRecentFile(const QString& path)
{
    QStringList recent = recentFiles();
    recent.removeAll(path);
    setValue("workload/recent", recent);
    if (lastFile() == path)
        setValue("workload/lastFile", QString());
}

int Settings::reps() const
{
    return value("run/reps").toInt();
}
void Settings::setReps(int reps)
{
    setValue("run/reps", reps);
}
int Settings::warmup() const
{
    return value("run/warmup").toInt();
}
void Settings::setWarmup(int warmup)
{
    setValue("run/warmup", warmup);
}
bool Settings::coldCache() const
{
    return value("run/cold").toBool();
}
void Settings::setColdCache(bool cold)
{
    setValue("run/cold", cold);
}
QString Settings::outDir() const
{
    return value("run/outDir").toString();
}
void Settings::setOutDir(const QString& dir)
{
    setValue("run/outDir", dir);
}
QString Settings::baseline() const
{
    return value("run/baseline").toString();
}
void Settings::setBaseline(const QString& strategyId)
{
    setValue("run/baseline", strategyId);
}
QStringList Settings::checkedStrategies() const
{
    return value("run/checked").toStringList();
}
void Settings::setCheckedStrategies(const QStringList& ids)
{
    setValue("run/checked", ids);
}

QByteArray Settings::windowGeometry() const
{
    return value("window/geometry").toByteArray();
}
void Settings::setWindowGeometry(const QByteArray& geometry)
{
    setValue("window/geometry", geometry);
}
QByteArray Settings::windowState() const
{
    return value("window/state").toByteArray();
}
void Settings::setWindowState(const QByteArray& state)
{
    setValue("window/state", state);
}
QByteArray Settings::pageLayout(const QString& page) const
{
    return m_settings->value(QStringLiteral("window/page/") + page).toByteArray();
}

void Settings::setPageLayout(const QString& page, const QByteArray& layout)
{
    m_settings->setValue(QStringLiteral("window/page/") + page, layout);
    emit changed(QStringLiteral("window/page/") + page);
}

QString Settings::language() const
{
    return value("ui/language").toString();
}
void Settings::setLanguage(const QString& language)
{
    setValue("ui/language", language);
}
bool Settings::logTimeAxis() const
{
    return value("plots/logTime").toBool();
}
void Settings::setLogTimeAxis(bool log)
{
    setValue("plots/logTime", log);
}

QList<TraceCommand> Settings::recentTraceCommands() const
{
    QList<TraceCommand> out;
    for (const QVariant& v : value("trace/recent").toList()) {
        const QVariantMap m = v.toMap();
        TraceCommand c { m.value(QStringLiteral("program")).toString(), m.value(QStringLiteral("arguments")).toString(),
            m.value(QStringLiteral("workingDir")).toString() };
        if (!c.program.isEmpty())
            out << c;
    }
    return out;
}
void Settings::addRecentTraceCommand(const TraceCommand& command)
{
    QList<TraceCommand> recent = recentTraceCommands();
    recent.removeAll(command);
    recent.prepend(command);
    QVariantList list;
    for (const TraceCommand& c : recent.mid(0, kMaxRecentTraceCommands))
        list << QVariantMap { { QStringLiteral("program"), c.program }, { QStringLiteral("arguments"), c.arguments },
            { QStringLiteral("workingDir"), c.workingDir } };
    setValue("trace/recent", list);
}

CourseStepProgress Settings::courseProgress(const QString& stepId) const
{
    const QVariantMap m = value("course/progress").toMap().value(stepId).toMap();
    CourseStepProgress p;
    p.prediction = m.value(QStringLiteral("prediction"), -1).toInt();
    p.answer = m.value(QStringLiteral("answer"), -1).toInt();
    p.value = m.value(QStringLiteral("value"), 0.0).toDouble();
    p.failure = m.value(QStringLiteral("failure")).toString();
    p.decided = m.value(QStringLiteral("decided"), true).toBool();
    return p;
}
void Settings::setCourseProgress(const QString& stepId, const CourseStepProgress& progress)
{
    QVariantMap all = value("course/progress").toMap();
    all.insert(stepId,
        QVariantMap { { QStringLiteral("prediction"), progress.prediction },
            { QStringLiteral("answer"), progress.answer }, { QStringLiteral("value"), progress.value },
            { QStringLiteral("failure"), progress.failure }, { QStringLiteral("decided"), progress.decided } });
    setValue("course/progress", all);
}
QString Settings::courseStep() const
{
    return value("course/step").toString();
}
void Settings::setCourseStep(const QString& stepId)
{
    setValue("course/step", stepId);
}
void Settings::resetCourse()
{
    setValue("course/progress", QVariantMap());
    setValue("course/step", QString());
}

} // namespace iolens::ui
