// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The File menu's table and plot exports while the Trace page shows (tracepage.h).
#include "ui/trace/tracepage.h"

#include "core/savefile.h"
#include "core/trace/tracecsv.h"
#include "ui/plotview.h"
#include "ui/trace/accessmapview.h"
#include "ui/trace/flamepane.h"

#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QStringList>
#include <QTabWidget>

namespace iolens::ui {

QString TracePage::writeTableCsv(const QString& path) const
{
    if (!m_shown)
        return tr("There is no trace to export yet: trace a program or open a saved trace first.");
    const QByteArray csv = QByteArray::fromStdString(trace::traceToCsv(*m_shown));
    if (const QString why = saveFileWhole(path, csv); !why.isEmpty())
        return tr("Cannot write '%1': %2.").arg(path, why);
    return {};
}

void TracePage::exportTable(bool json)
{
    if (json) { // the trace itself: the document the window and iolens-cli read back
        saveTraceDialog();
        return;
    }
    if (!m_shown) {
        QMessageBox::information(this, tr("Export table"),
            tr("There is no trace to export yet: trace a program or open a saved trace first."));
        return;
    }
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export CSV"), QStringLiteral("iolens-trace.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (const QString error = writeTableCsv(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Export table"), error);
}

void TracePage::exportPlot()
{
    QWidget* tab = m_tabs->currentWidget();
    if (tab == m_flame) {
        m_flame->saveImageAs();
        return;
    }
    if (tab == m_accessMap) {
        m_accessMap->saveImageAs();
        return;
    }
    auto* view = qobject_cast<PlotView*>(tab);
    if (!view) {
        QStringList plots;
        for (int i = 0; i < m_tabs->count(); ++i) {
            QWidget* w = m_tabs->widget(i);
            if (w == m_flame || w == m_accessMap || qobject_cast<PlotView*>(w))
                plots << m_tabs->tabText(i);
        }
        QMessageBox::information(this, tr("Export plot"),
            tr("The %1 tab is not a plot. The plots are on the tabs %2.")
                .arg(m_tabs->tabText(m_tabs->currentIndex()), QLocale().createSeparatedList(plots)));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export plot"),
        QStringLiteral("iolens-trace-%1.png").arg(view->title().toLower().replace(u' ', u'-')),
        tr("PNG image (*.png);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    if (const QString error = view->exportTo(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Export plot"), error);
}

} // namespace iolens::ui
