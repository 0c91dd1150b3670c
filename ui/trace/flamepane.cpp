// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/flamepane.h"

#include "ui/trace/flameexport.h"
#include "ui/trace/sourceview.h"
#include "ui/trace/stacktreemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTreeView>
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
    , m_saveImage(new QPushButton(tr("Save image…")))
    , m_views(new QTabWidget)
    , m_treeModel(new StackTreeModel(this))
    , m_treeProxy(new QSortFilterProxyModel(this))
    , m_tree(new QTreeView)
    , m_source(new SourceView)
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
    m_saveImage->setToolTip(tr("Save the flame graph as drawn, as PNG, PDF or SVG"));
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
    find->addWidget(m_saveImage);
    controls->addLayout(measure);
    controls->addLayout(find);

    m_scroll->setWidget(m_view);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    QScrollBar* vertical = m_scroll->verticalScrollBar();
    connect(vertical, &QScrollBar::rangeChanged, this, [this, vertical](int, int maximum) {
        if (m_rootInView)
            vertical->setValue(maximum);
    });
    connect(vertical, &QScrollBar::actionTriggered, this, [this] { m_rootInView = false; });

    // The tree: sortable, filtered by the search (a match keeps its callers, so it stays where it
    // sits in the tree), the hottest first.
    m_treeProxy->setSourceModel(m_treeModel);
    m_treeProxy->setSortRole(StackTreeModel::SortRole);
    m_treeProxy->setFilterKeyColumn(StackTreeModel::FrameColumn);
    m_treeProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_treeProxy->setRecursiveFilteringEnabled(true);
    m_tree->setObjectName(QStringLiteral("stackTree"));
    m_tree->setModel(m_treeProxy);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(StackTreeModel::TimeColumn, Qt::DescendingOrder);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(StackTreeModel::FrameColumn, QHeaderView::Stretch);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    m_source->setObjectName(QStringLiteral("stackSource"));

    // The three views in tabs under the controls, which act on all of them; tabs at the bottom
    // so that they do not read as a second row of the page's own tabs.
    m_views->setTabPosition(QTabWidget::South);
    m_views->setDocumentMode(true);
    m_views->addTab(m_scroll, tr("Flame graph"));
    m_views->addTab(m_tree, tr("Tree"));
    m_views->addTab(m_source, tr("Source"));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_views, 1);
    layout->addWidget(m_caption);

    connect(m_metric, &QComboBox::currentIndexChanged, this,
        [this] { m_view->setMetric(FlameGraphView::Metric(m_metric->currentData().toInt())); });
    connect(m_order, &QComboBox::currentIndexChanged, this, &FlamePane::rebuild);
    connect(m_fold, &QCheckBox::toggled, this, &FlamePane::rebuild);
    connect(m_search, &QLineEdit::textChanged, this, &FlamePane::search);
    connect(m_saveImage, &QPushButton::clicked, this, &FlamePane::saveImageAs);
    // A click in the flame graph zooms there and puts the frame's source in the Source tab; in the
    // tree, a double click (or Enter) opens it there.
    connect(m_view, &FlameGraphView::frameActivated, this, [this](std::size_t frame) { showSource(frame); });
    connect(
        m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
            if (current.isValid())
                showSource(std::size_t(current.data(StackTreeModel::FrameRole).toULongLong()));
        });
    connect(m_tree, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (showSource(std::size_t(index.data(StackTreeModel::FrameRole).toULongLong())))
            m_views->setCurrentWidget(m_source);
    });
    // A frame's context menu, in the graph and in the tree: the rest of the page cut down to what
    // that frame caused (TracePage::filterToFrame).
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const FlameGraphView::Box* box = m_view->boxAt(at);
        if (box && box->node && box->node->frame != trace::StackNode::kRoot)
            frameMenu(box->node->frame, m_view->nameOf(*box->node), m_view->mapToGlobal(at));
    });
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        const QModelIndex index = m_tree->indexAt(at);
        if (index.isValid())
            frameMenu(std::size_t(index.data(StackTreeModel::FrameRole).toULongLong()),
                index.siblingAtColumn(0).data().toString(), m_tree->viewport()->mapToGlobal(at));
    });
}

QString FlamePane::filterActionText(const QString& frameName)
{
    return tr("Show only what %1 caused").arg(frameName);
}

QString FlamePane::userCodeActionText(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    return tr("Count %1 as your code").arg(name.isEmpty() ? path : name);
}

void FlamePane::frameMenu(std::size_t frame, const QString& name, const QPoint& globalAt)
{
    QMenu menu(this);
    QAction* filter = menu.addAction(filterActionText(name));
    filter->setToolTip(tr("The file table, the plots, the time line and these stacks show only the calls whose "
                          "sampled stacks pass through this frame"));
    QAction* source = menu.addAction(tr("Show its source"));
    QAction* mine = nullptr;
    if (const QString path = m_userCodeOffer ? m_userCodeOffer(frame) : QString(); !path.isEmpty()) {
        mine = menu.addAction(userCodeActionText(path));
        mine->setToolTip(tr("The findings then name lines in every module or script whose path contains %1, as "
                            "iolens-cli trace --user-code does")
                             .arg(path));
    }
    QAction* chosen = menu.exec(globalAt);
    if (chosen == filter)
        emit filterRequested(frame);
    else if (chosen && chosen == mine)
        emit userCodeRequested(frame);
    else if (chosen == source && showSource(frame))
        m_views->setCurrentWidget(m_source);
}

void FlamePane::setStacks(
    std::vector<trace::StackPath> paths, QStringList names, std::vector<bool> runtime, const QString& sampling)
{
    m_paths = std::move(paths);
    m_names = std::move(names);
    m_runtime = std::move(runtime);
    m_caption->setText(tr("Each box is a function, as wide as its share of the measure chosen above, standing on "
                          "its caller (top-down) or on what it called (bottom-up). Click a box to zoom in, a "
                          "full-width row beneath it to zoom out; its source, when this machine has it, is then in the "
                          "Source tab. %1")
                           .arg(sampling));
    m_source->showReason(tr("Click a frame of your own code in the flame graph or the tree to see its source here."));
    rebuild();
}

void FlamePane::setSourcePlaces(std::vector<trace::SourcePlace> places, const QString& baseDir)
{
    m_places = std::move(places);
    m_baseDir = baseDir;
}

bool FlamePane::showSource(std::size_t frame)
{
    const QString name = frame < std::size_t(m_names.size()) ? m_names[qsizetype(frame)] : QString();
    if (frame >= m_places.size() || m_places[frame].file.empty() || m_places[frame].line <= 0) {
        m_source->showReason(
            tr("%1 has no source file and line: its module was built without debug information, or it is a "
               "runtime's own code.")
                .arg(name));
        return false;
    }
    const trace::SourcePlace& place = m_places[frame];
    const QString file = QString::fromStdString(place.file);
    const QString path = QFileInfo(file).isAbsolute() || m_baseDir.isEmpty()
        ? QDir::cleanPath(file)
        : QDir::cleanPath(QDir(m_baseDir).filePath(file));
    return m_source->showSource(path, place.line, trace::sourceLineWeights(m_paths, m_places, place.file), name);
}

QString FlamePane::saveImage(const QString& path)
{
    return saveFlameGraph(*m_view, path);
}

void FlamePane::saveImageAs()
{
    QFileDialog dialog(this, tr("Save the flame graph"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilters({ tr("PNG image (*.png)"), tr("PDF document (*.pdf)"), tr("SVG drawing (*.svg)") });
    dialog.setDefaultSuffix(QStringLiteral("png"));
    dialog.selectFile(QStringLiteral("flamegraph.png"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString error = saveImage(dialog.selectedFiles().constFirst());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save the flame graph"), error);
}

void FlamePane::rebuild()
{
    trace::StackTreeOptions options;
    options.order = trace::StackOrder(m_order->currentData().toInt());
    options.foldRuntime = m_fold->isChecked();
    trace::StackNode tree = trace::buildStackTree(m_paths, m_runtime, options);
    m_treeModel->setTree(tree, m_names, m_runtime);
    m_tree->expandToDepth(0);
    m_view->setTree(std::move(tree), m_names, m_runtime);
    search();
    // The root row at the bottom is where the eye starts (and stays once the new height is laid out).
    m_rootInView = true;
    m_scroll->verticalScrollBar()->setValue(m_scroll->verticalScrollBar()->maximum());
}

void FlamePane::search()
{
    const int n = m_view->setSearch(m_search->text());
    m_treeProxy->setFilterFixedString(m_search->text().trimmed());
    m_matches->setText(m_search->text().trimmed().isEmpty() ? QString() : tr("Matching frames: %1").arg(n));
}

} // namespace iolens::ui
