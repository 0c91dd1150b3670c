// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/hotspotview.h"

#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultformat.h"
#include "ui/scenariocontroller.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace iolens::ui {

namespace {

// Article 004's "before" run (10,000 iterations), in ms, by stopwatch number.
double articleV1Ms(const QString& key)
{
    static const QHash<QString, double> ms { { QStringLiteral("1"), 159503 }, { QStringLiteral("2"), 282 },
        { QStringLiteral("3"), 8277 }, { QStringLiteral("4"), 71247 }, { QStringLiteral("5"), 9939 },
        { QStringLiteral("6"), 69725 } };
    return ms.value(key, -1);
}

double totalNs(const CsvMergeResult& r, const QString& key)
{
    for (const Stopwatch::Totals& t : r.stopwatches)
        if (QString::fromStdString(t.name) == key)
            return static_cast<double>(t.totalNs);
    return -1;
}

} // namespace

HotspotView::HotspotView(QWidget* parent)
    : PlotView(parent)
    , m_iterations(new QSpinBox(this))
    , m_run(new QPushButton(tr("Run v1–v4"), this))
    , m_table(new QTableWidget(this))
    , m_controller(new ScenarioController(this))
{
    m_iterations->setRange(10, 10000);
    m_iterations->setValue(1000);
    m_iterations->setPrefix(tr("iterations: "));
    m_iterations->setToolTip(tr("The article ran 10,000; v1 then takes minutes on a slow disk."));
    controls()->addWidget(new QLabel(tr("scenario.csv-merge (article 004)"), this));
    controls()->addWidget(m_iterations);
    controls()->addWidget(m_run);
    controls()->addStretch();
    // The table and the plot share the height in a splitter, each keeping enough to be read: in a
    // box under a table of 250 pixels the plot had 40 pixels left on a 1366×768 screen, its legend
    // over its tick labels.
    auto* box = qobject_cast<QVBoxLayout*>(layout());
    auto* split = new QSplitter(Qt::Vertical, this);
    box->removeWidget(plot());
    box->insertWidget(1, split, 1);
    split->addWidget(m_table);
    split->addWidget(plot());
    split->setChildrenCollapsible(false);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    // The plot keeps its readable height and the table gives way (it scrolls, and the plot's
    // tooltips have its figures): on a 1366×768 screen the table's share left the plot 150 px.
    // The box does not count the note's wrapped lines in the page's minimum, so the first layout
    // (StrategiesPage::kPlotsRoom) leaves the tab room for them.
    const int line = fontMetrics().height();
    m_table->setMinimumHeight(3 * line); // the header and a row
    plot()->setMinimumHeight(kReadableHeight); // bars, tick labels, the axis label and the legend
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (isRunning())
            m_controller->cancel();
        else
            start(m_iterations->value());
    });
    connect(m_controller, &ScenarioController::failed, this, [this](const QString& message) {
        m_run->setText(tr("Run v1–v4"));
        QMessageBox::warning(this, title(), message);
    });
    connect(m_controller, &ScenarioController::resultsReady, this,
        [this](
            std::vector<CsvMergeResult> results, double openCloseNs) { setResults(std::move(results), openCloseNs); });
    connect(m_controller, &ScenarioController::finished, this, [this] {
        m_run->setText(tr("Run v1–v4"));
        emit scenarioFinished();
    });
    fillTable();
}

bool HotspotView::isRunning() const
{
    return m_controller->isRunning();
}

QString HotspotView::sectionName(const std::string& key)
{
    static const QHash<QString, QString> names { { QStringLiteral("1"), tr("1 total") },
        { QStringLiteral("2"), tr("2 print") }, { QStringLiteral("3"), tr("3 read test1") },
        { QStringLiteral("4"), tr("4 write") }, { QStringLiteral("5"), tr("5 read test2") },
        { QStringLiteral("6"), tr("6 write") }, { QStringLiteral("7"), tr("7 open") },
        { QStringLiteral("8"), tr("8 close") } };
    const QString k = QString::fromStdString(key);
    return names.value(k, k);
}

void HotspotView::start(int iterations)
{
    if (isRunning())
        return;
    m_run->setText(tr("Cancel"));
    m_controller->start(iterations);
}

void HotspotView::setResults(std::vector<CsvMergeResult> results, double openCloseNs)
{
    m_results = std::move(results);
    m_openCloseNs = openCloseNs;
    fillTable();
    refresh();
}

QStringList HotspotView::sectionKeys() const
{
    QStringList keys;
    for (const CsvMergeResult& r : m_results)
        for (const Stopwatch::Totals& t : r.stopwatches)
            if (!keys.contains(QString::fromStdString(t.name)))
                keys << QString::fromStdString(t.name);
    std::sort(keys.begin(), keys.end(), [](const QString& a, const QString& b) { return a.toInt() < b.toInt(); });
    return keys;
}

void HotspotView::fillTable()
{
    const QStringList keys = sectionKeys();
    m_table->clear();
    m_table->setRowCount(static_cast<int>(keys.size()));
    m_table->setColumnCount(static_cast<int>(m_results.size()) + 2);
    QStringList headers { tr("Stopwatch") };
    for (const CsvMergeResult& r : m_results)
        headers << tr("%1 [ms]").arg(QString::fromLatin1(csvMergeVariantName(r.variant).data()));
    headers << tr("article v1 [ms]");
    m_table->setHorizontalHeaderLabels(headers);
    m_table->horizontalHeaderItem(m_table->columnCount() - 1)
        ->setToolTip(tr("Article 004's measurement before any fix: 10,000 iterations, in ms"));
    const QLocale locale;
    for (int row = 0; row < keys.size(); ++row) {
        m_table->setItem(row, 0, new QTableWidgetItem(sectionName(keys[row].toStdString())));
        for (std::size_t c = 0; c < m_results.size(); ++c) {
            const double ns = totalNs(m_results[c], keys[row]);
            auto* item = new QTableWidgetItem(ns < 0 ? QString() : locale.toString(ns / 1e6, 'f', ns < 1e7 ? 2 : 0));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, static_cast<int>(c) + 1, item);
        }
        const double article = articleV1Ms(keys[row]);
        auto* item = new QTableWidgetItem(article < 0 ? QString() : locale.toString(article, 'f', 0));
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, static_cast<int>(m_results.size()) + 1, item);
    }
    m_table->setVisible(!m_results.empty());
}

void HotspotView::rebuild()
{
    QCustomPlot* p = plot();
    const QStringList keys = sectionKeys();
    auto* group = new QCPBarsGroup(p);
    double minMs = 1e300, maxMs = 0;
    for (std::size_t v = 0; v < m_results.size(); ++v) {
        auto* bars = new QCPBars(p->xAxis, p->yAxis);
        bars->setName(QString::fromLatin1(csvMergeVariantName(m_results[v].variant).data()));
        const QColor c = seriesColor(static_cast<int>(v), palette());
        bars->setBrush(c);
        bars->setPen(QPen(c.darker(130), 0.5));
        bars->setWidth(0.8 / std::max<double>(1, static_cast<double>(m_results.size())));
        bars->setBarsGroup(group);
        bars->setBaseValue(1e-3);
        for (int k = 0; k < keys.size(); ++k) {
            const double ns = totalNs(m_results[v], keys[k]);
            if (ns < 0)
                continue;
            const double ms = std::max(ns / 1e6, 1e-3);
            bars->addData(k, ms);
            minMs = std::min(minMs, ms);
            maxMs = std::max(maxMs, ms);
        }
    }
    QVector<double> ticks;
    QVector<QString> labels, numbers;
    for (int k = 0; k < keys.size(); ++k) {
        ticks << k;
        labels << sectionName(keys[k].toStdString());
        numbers << keys[k];
    }
    // Where the names would overlap (in Japanese or Korean at 1366×768), the sections' numbers
    // stand in: the note under the plot names every section by its number.
    p->xAxis->setRange(-0.6, std::max<double>(0.6, static_cast<double>(keys.size()) - 0.4));
    setCategoryTicks(p->xAxis, ticks, labels, numbers);
    p->xAxis->setLabel(tr("Stopwatch section"));
    p->yAxis->setLabel(tr("Total time [ms]")); // the note says the scale is logarithmic
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    p->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    p->yAxis->setNumberFormat(QStringLiteral("gb"));
    p->yAxis->setRange(maxMs > 0 ? std::max(1e-3, minMs / 3) : 1e-3, maxMs > 0 ? maxMs * 3 : 1e3);
    p->legend->setVisible(!m_results.empty());
    placeLegendBelow(4);
    setNote(noteText());
}

QString HotspotView::emptyHint() const
{
    return tr("Press \"Run v1–v4\" to run article 004's program in its four variants.");
}

QString HotspotView::noteText() const
{
    if (m_results.empty())
        return emptyHint();
    QString text = tr("StopwatchUtil sections: 1 total, 2 print, 3 read test1, 4 write, 5 read test2, 6 write, 7 open, "
                      "8 close. v2 merges the two writes, v3 opens the writer once, v4 indexes the reads too. "
                      "Log scale: each step removes a hotspot.");
    double v1 = -1, v3 = -1;
    for (const CsvMergeResult& r : m_results) {
        if (r.variant == CsvMergeVariant::V1)
            v1 = totalNs(r, QStringLiteral("1"));
        if (r.variant == CsvMergeVariant::V3)
            v3 = totalNs(r, QStringLiteral("1"));
    }
    const QString reopen = reopenText(m_openCloseNs, v1, v3);
    return reopen.isEmpty() ? text : text + QLatin1Char(' ') + reopen;
}

QString HotspotView::reopenText(double openCloseNs, double v1Ns, double v3Ns)
{
    if (openCloseNs <= 0)
        return {};
    QString text = tr("One open+close of a file costs %1 on this machine (measured just now), against about %2 per "
                      "reopen on the article's platform (section 4: 71,247 ms for 10,000 writes).")
                       .arg(formatNs(openCloseNs), formatNs(ScenarioController::kArticleReopenNs));
    if (v1Ns <= 0 || v3Ns <= 0)
        return text;
    const double ratio = v1Ns / v3Ns;
    const QString times = QLocale().toString(ratio, 'f', ratio < 10 ? 2 : 0);
    // Below 1.5× the reopen per write is noise next to the reads: say so instead of letting
    // "each step removes a hotspot" promise a v3 step that does not come.
    if (ratio < 1.5)
        return text + QLatin1Char(' ')
            + tr("So v1 and v3 take about the same time here (v1 ÷ v3 = %1×): the article's \"the writer is the "
                 "hotspot\" does not reproduce, and the reads that v4 indexes are what matter.")
                  .arg(times);
    return text + QLatin1Char(' ')
        + tr("Here v3 is %1× faster than v1: reopening the writer for every line costs enough to matter.").arg(times);
}

QString HotspotView::toolTipAt(const QPointF& pos) const
{
    const QStringList keys = sectionKeys();
    if (m_results.empty() || !plot()->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const int k = static_cast<int>(std::lround(plot()->xAxis->pixelToCoord(pos.x())));
    if (k < 0 || k >= keys.size())
        return {};
    QString text = QStringLiteral("<b>%1</b>").arg(sectionName(keys[k].toStdString()));
    for (const CsvMergeResult& r : m_results) {
        const double ns = totalNs(r, keys[k]);
        if (ns >= 0)
            text += QStringLiteral("<br>%1: %2")
                        .arg(QString::fromLatin1(csvMergeVariantName(r.variant).data()), formatNs(ns));
    }
    return text;
}

} // namespace iolens::ui
