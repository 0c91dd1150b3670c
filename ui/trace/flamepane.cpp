// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/flamepane.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace iolens::ui {

FlamePane::FlamePane(QWidget* parent)
    : QWidget(parent)
    , m_view(new FlameGraphView)
    , m_scroll(new QScrollArea)
    , m_metric(new QComboBox)
    , m_order(new QComboBox)
    , m_fold(new QCheckBox(tr("Fold runtime frames")))
    , m_search(new QLineEdit)
    , m_matches(new QLabel)
    , m_caption(new QLabel)
{
    m_metric->addItem(tr("Time in I/O calls"), int(FlameGraphView::Metric::Time));
    m_metric->addItem(tr("Calls"), int(FlameGraphView::Metric::Calls));
    m_metric->addItem(tr("Bytes"), int(FlameGraphView::Metric::Bytes));
    m_metric->setToolTip(tr("What a frame's width stands for"));
    m_order->addItem(tr("Callers first (top-down)"), int(trace::StackOrder::TopDown));
    m_order->addItem(tr("Calls first (bottom-up)"), int(trace::StackOrder::BottomUp));
    m_order->setToolTip(tr("Top-down: the program's entry at the bottom, the I/O calls at the top. Bottom-up: the "
                           "I/O calls at the bottom, who made them above."));
    m_fold->setChecked(true);
    m_fold->setToolTip(tr("Leave out the frames of system libraries and language runtimes, so that the tips are "
                          "your own code"));
    m_search->setPlaceholderText(tr("Search frames"));
    m_search->setClearButtonEnabled(true);
    m_search->setObjectName(QStringLiteral("flameSearch"));
    m_view->setObjectName(QStringLiteral("flameGraph"));
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // Two short rows and combo boxes that may shrink: the pane shares the page's tabs, and on a
    // 1366-pixel screen a wide row of controls would squeeze the findings beside them.
    for (QComboBox* box : { m_metric, m_order }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }
    m_search->setMinimumWidth(80);
    // Nor does the pane's own minimum widen the tabs it sits in (the plots there are narrower).
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* controls = new QVBoxLayout;
    auto* measure = new QHBoxLayout;
    measure->addWidget(new QLabel(tr("Width:")));
    measure->addWidget(m_metric, 1);
    measure->addWidget(m_order, 1);
    auto* find = new QHBoxLayout;
    find->addWidget(m_fold);
    find->addWidget(m_search, 1);
    find->addWidget(m_matches);
    controls->addLayout(measure);
    controls->addLayout(find);

    m_scroll->setWidget(m_view);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_caption);

    connect(m_metric, &QComboBox::currentIndexChanged, this,
        [this] { m_view->setMetric(FlameGraphView::Metric(m_metric->currentData().toInt())); });
    connect(m_order, &QComboBox::currentIndexChanged, this, &FlamePane::rebuild);
    connect(m_fold, &QCheckBox::toggled, this, &FlamePane::rebuild);
    connect(m_search, &QLineEdit::textChanged, this, &FlamePane::search);
}

void FlamePane::setStacks(
    std::vector<trace::StackPath> paths, QStringList names, std::vector<bool> runtime, const QString& sampling)
{
    m_paths = std::move(paths);
    m_names = std::move(names);
    m_runtime = std::move(runtime);
    m_caption->setText(tr("Each box is a function, as wide as its share of the measure chosen above, standing on "
                          "its caller (top-down) or on what it called (bottom-up). Click a box to zoom in, a "
                          "full-width row beneath it to zoom out. %1")
                           .arg(sampling));
    rebuild();
}

void FlamePane::rebuild()
{
    trace::StackTreeOptions options;
    options.order = trace::StackOrder(m_order->currentData().toInt());
    options.foldRuntime = m_fold->isChecked();
    m_view->setTree(trace::buildStackTree(m_paths, m_runtime, options), m_names, m_runtime);
    search();
    // The root row at the bottom is where the eye starts.
    m_scroll->verticalScrollBar()->setValue(m_scroll->verticalScrollBar()->maximum());
}

void FlamePane::search()
{
    const int n = m_view->setSearch(m_search->text());
    m_matches->setText(m_search->text().trimmed().isEmpty() ? QString() : tr("Matching frames: %1").arg(n));
}

} // namespace iolens::ui
