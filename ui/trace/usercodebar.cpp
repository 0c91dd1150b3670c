// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/usercodebar.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace iolens::ui {

UserCodeBar::UserCodeBar(QWidget* parent)
    : QWidget(parent)
    , m_text(new QLabel(this))
    , m_reset(new QPushButton(tr("Count as before"), this))
{
    setObjectName(QStringLiteral("traceUserCode"));
    m_text->setWordWrap(true);
    m_reset->setToolTip(tr("Only the rules decide again which code is yours: the program and its own libraries, "
                           "not the system's libraries and runtimes"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_text, 1);
    row->addWidget(m_reset);
    connect(m_reset, &QPushButton::clicked, this, &UserCodeBar::resetRequested);
    hide();
}

void UserCodeBar::setAdded(const QStringList& added)
{
    QStringList names;
    for (const QString& path : added) {
        const QString name = QFileInfo(path).fileName();
        names << (name.isEmpty() ? path : name);
    }
    m_text->setText(
        tr("Also counted as your code: %1. The findings name lines there.").arg(names.join(QStringLiteral(", "))));
    m_text->setToolTip(added.join(QLatin1Char('\n')));
    setVisible(!added.isEmpty());
}

QString UserCodeBar::text() const
{
    return m_text->text();
}

} // namespace iolens::ui
