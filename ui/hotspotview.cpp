#include "ui/hotspotview.h"

#include "ui/plotstyle.h"
#include "ui/qcp.h"
#include "ui/resultformat.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QThread>
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
{
    m_iterations->setRange(10, 10000);
    m_iterations->setValue(1000);
    m_iterations->setPrefix(tr("iterations: "));
    m_iterations->setToolTip(tr("The article ran 10,000; v1 then takes minutes on a slow disk."));
    controls()->addWidget(new QLabel(tr("scenario.csv-merge (article 004)"), this));
    controls()->addWidget(m_iterations);
    controls()->addWidget(m_run);
    controls()->addStretch();
    auto* box = qobject_cast<QVBoxLayout*>(layout());
    box->insertWidget(1, m_table);
    m_table->setMaximumHeight(250);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (isRunning())
            m_cancel = true;
        else
            start(m_iterations->value());
    });
    fillTable();
}

HotspotView::~HotspotView()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
        delete m_thread;
    }
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
    if (m_thread)
        return;
    m_cancel = false;
    m_run->setText(tr("Cancel"));
    m_thread = QThread::create([this, iterations] {
        std::vector<CsvMergeResult> results;
        QString error;
        try {
            for (CsvMergeVariant v :
                { CsvMergeVariant::V1, CsvMergeVariant::V2, CsvMergeVariant::V3, CsvMergeVariant::V4 }) {
                CsvMergeOptions options;
                options.variant = v;
                options.iterations = static_cast<std::uint64_t>(iterations);
                options.cancel = &m_cancel;
                results.push_back(runCsvMerge(options));
            }
        } catch (const std::exception& e) {
            error = QString::fromStdString(e.what());
        }
        QMetaObject::invokeMethod(
            this,
            [this, results = std::move(results), error]() mutable {
                m_thread->wait();
                delete m_thread;
                m_thread = nullptr;
                m_run->setText(tr("Run v1–v4"));
                if (!error.isEmpty() && error != QLatin1String("cancelled"))
                    QMessageBox::warning(this, title(), error);
                if (!results.empty())
                    setResults(std::move(results));
                emit scenarioFinished();
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

void HotspotView::setResults(std::vector<CsvMergeResult> results)
{
    m_results = std::move(results);
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
    QVector<QString> labels;
    for (int k = 0; k < keys.size(); ++k) {
        ticks << k;
        labels << sectionName(keys[k].toStdString());
    }
    setCategoryTicks(p->xAxis, ticks, labels);
    p->xAxis->setRange(-0.6, std::max<double>(0.6, static_cast<double>(keys.size()) - 0.4));
    p->xAxis->setLabel(tr("Stopwatch section"));
    p->yAxis->setLabel(tr("Total time [ms] (log scale)"));
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    p->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    p->yAxis->setNumberFormat(QStringLiteral("gb"));
    p->yAxis->setRange(maxMs > 0 ? std::max(1e-3, minMs / 3) : 1e-3, maxMs > 0 ? maxMs * 3 : 1e3);
    p->legend->setVisible(!m_results.empty());
    placeLegendBelow(4);
    setNote(m_results.empty()
            ? tr("Press \"Run v1–v4\" to run article 004's program in its four variants.")
            : tr("StopwatchUtil sections: 1 total, 2 print, 3 read test1, 4 write, 5 read test2, 6 write, 7 open, "
                 "8 close. v2 merges the two writes, v3 opens the writer once, v4 indexes the reads too. "
                 "Log scale: each step removes a hotspot."));
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
