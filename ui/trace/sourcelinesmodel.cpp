// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/sourcelinesmodel.h"

#include "ui/resultformat.h"

#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

namespace iolens::ui {

namespace {

// Tabs as the editor most likely showed them; a table cell would draw them as nothing.
constexpr int kTabWidth = 4;

QString expandTabs(const QString& line)
{
    if (!line.contains(QLatin1Char('\t')))
        return line;
    QString out;
    for (const QChar c : line) {
        if (c == QLatin1Char('\t'))
            out += QString(kTabWidth - out.size() % kTabWidth, QLatin1Char(' '));
        else
            out += c;
    }
    return out;
}

} // namespace

SourceLinesModel::SourceLinesModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void SourceLinesModel::clear()
{
    beginResetModel();
    m_lines.clear();
    m_weights.clear();
    m_maxNs = 0;
    m_focus = 0;
    endResetModel();
}

QString SourceLinesModel::load(const QString& path, std::map<int, trace::StackWeight> weights, int focusLine)
{
    clear();
    QFile file(path);
    const QFileInfo info(path);
    if (!info.isFile())
        return tr("The source file %1 is not on this machine (or not at that path).").arg(path);
    if (info.size() > kMaxBytes)
        return tr("The source file %1 is %2, too large to be a hand-written source to show.")
            .arg(path, formatBytes(double(info.size())));
    if (!file.open(QIODevice::ReadOnly))
        return tr("The source file %1 cannot be read: %2.").arg(path, file.errorString());
    const QByteArray bytes = file.readAll();
    if (bytes.left(4096).contains('\0'))
        return tr("%1 is not a text file.").arg(path);
    QString text = QString::fromUtf8(bytes);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    beginResetModel();
    m_lines = text.split(QLatin1Char('\n'));
    if (!m_lines.isEmpty() && m_lines.last().isEmpty())
        m_lines.removeLast(); // the newline that ends the last line starts no line of its own
    for (QString& line : m_lines)
        line = expandTabs(line);
    m_weights = std::move(weights);
    for (const auto& [line, weight] : m_weights)
        m_maxNs = std::max(m_maxNs, weight.ns);
    m_focus = focusLine;
    endResetModel();
    return {};
}

int SourceLinesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int SourceLinesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SourceLinesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size())
        return {};
    const int line = index.row() + 1;
    const auto weight = m_weights.find(line);
    const bool caused = weight != m_weights.end();
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case LineColumn:
            return line;
        case TimeColumn:
            return caused ? formatNs(double(weight->second.ns)) : QString();
        case CallsColumn:
            return caused ? QLocale().toString(qulonglong(weight->second.calls)) : QString();
        case CodeColumn:
            return m_lines[index.row()];
        }
        return {};
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == CodeColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole) {
        QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        font.setBold(line == m_focus);
        return font;
    }
    if (role == Qt::BackgroundRole && caused && m_maxNs > 0) {
        // The line's share of the busiest line's time, as the strength of the highlight.
        QColor c = QGuiApplication::palette().color(QPalette::Highlight);
        c.setAlphaF(float(0.12 + 0.5 * double(weight->second.ns) / double(m_maxNs)));
        return c;
    }
    if (role == Qt::ToolTipRole && caused)
        return tr("Line %1: %2 in I/O calls, %3 calls, %4 (of the sampled stacks through this line)")
            .arg(line)
            .arg(formatNs(double(weight->second.ns)), QLocale().toString(qulonglong(weight->second.calls)),
                formatBytes(double(weight->second.bytes)));
    return {};
}

QVariant SourceLinesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case LineColumn:
        return tr("Line");
    case TimeColumn:
        return tr("Time in I/O");
    case CallsColumn:
        return tr("Calls");
    case CodeColumn:
        return tr("Source");
    }
    return {};
}

} // namespace iolens::ui
