#include "ui/session.h"

#include "core/report/jsonreport.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace iolens::ui::Session {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("iolens::ui::Session", text);
}
} // namespace

QString save(const QString& path, const Report& report)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot write the session '%1': %2.").arg(path, file.errorString());
    file.write(reportToJson(report));
    if (!file.commit())
        return tr("Cannot write the session '%1': %2.").arg(path, file.errorString());
    return {};
}

std::optional<Report> load(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot open the session '%1': %2.").arg(path, file.errorString());
        return std::nullopt;
    }
    try {
        Report report = reportFromJson(file.readAll());
        if (report.results.empty() && report.workload.file.empty())
            throw std::runtime_error("it holds no iolens results");
        return report;
    } catch (const std::exception& e) {
        if (error)
            *error = tr("'%1' is not a valid iolens session: %2").arg(path, QString::fromStdString(e.what()));
        return std::nullopt;
    }
}

} // namespace iolens::ui::Session
