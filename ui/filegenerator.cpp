#include "ui/filegenerator.h"

#include <QDir>
#include <QStandardPaths>
#include <QThread>

namespace iolens::ui {

FileGenerator::FileGenerator(QObject* parent)
    : QObject(parent)
{ }

FileGenerator::~FileGenerator()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
        delete m_thread;
    }
}

QString FileGenerator::demoFilePath()
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (dir.isEmpty())
        dir = QDir::tempPath();
    QDir().mkpath(dir);
    return dir + QStringLiteral("/demo-64MiB.bin");
}

void FileGenerator::start(const QString& path, GenKind kind, quint64 size, const GenOptions& options)
{
    if (m_thread)
        return;
    m_cancel = false;
    m_lastPermille = -1;
    const std::string file = path.toStdString();
    m_thread = QThread::create([this, file, kind, size, options, path] {
        try {
            generateFile(file, kind, size, options, m_cancel, [this](std::uint64_t done, std::uint64_t total) {
                const int permille = total ? static_cast<int>(done * 1000 / total) : 1000;
                if (permille > m_lastPermille.exchange(permille))
                    QMetaObject::invokeMethod(
                        this, [this, permille] { emit progress(permille); }, Qt::QueuedConnection);
            });
            QMetaObject::invokeMethod(
                this, [this, path] { emit done(path); }, Qt::QueuedConnection);
        } catch (const std::exception& e) {
            const QString message = QString::fromStdString(e.what());
            QMetaObject::invokeMethod(
                this, [this, message] { emit failed(message); }, Qt::QueuedConnection);
        }
    });
    connect(
        m_thread, &QThread::finished, this,
        [this] {
            m_thread->wait();
            delete m_thread;
            m_thread = nullptr;
        },
        Qt::QueuedConnection);
    m_thread->start();
}

} // namespace iolens::ui
