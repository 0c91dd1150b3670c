// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/strategytree.h"

#include "ui/lessontexts.h"
#include "ui/resultformat.h"

#include "core/errors.h"
#include "core/registry.h"

#include <QHeaderView>

namespace iolens::ui {

namespace {

enum ItemRole { IdRole = Qt::UserRole + 1, ParamKeyRole, ParamValueRole };
enum ItemKind { FamilyItem = QTreeWidgetItem::UserType + 1, StrategyItem, ParamItem };

const ParamSpec* findSpec(const QString& strategyId, const QString& key)
{
    const Strategy* s = Registry::instance().find(strategyId.toStdString());
    if (!s)
        return nullptr;
    for (const ParamSpec& spec : s->info().params)
        if (QString::fromStdString(spec.key) == key)
            return &spec;
    return nullptr;
}

QString valueText(const ParamSpec& spec, std::int64_t value)
{
    switch (spec.type) {
    case ParamType::Size:
        // The largest exact binary suffix, in the form parseSize() reads back ("64K", "1M").
        for (const auto& [shift, suffix] : { std::pair { 30, 'G' }, std::pair { 20, 'M' }, std::pair { 10, 'K' } })
            if (value != 0 && value % (std::int64_t { 1 } << shift) == 0)
                return QString::number(value >> shift) + QLatin1Char(suffix);
        break;
    case ParamType::Bool:
        return value ? QStringLiteral("true") : QStringLiteral("false");
    case ParamType::Count:
        break;
    }
    return QString::number(value);
}

} // namespace

StrategyTree::StrategyTree(QWidget* parent)
    : QTreeWidget(parent)
{
    setColumnCount(2);
    setHeaderLabels({ tr("Strategy"), tr("Value") });
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(false);
    setUniformRowHeights(true);
    setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);

    m_updating = true;
    const Registry& registry = Registry::instance();
    for (const std::string& family : registry.families()) {
        auto* familyItem = new QTreeWidgetItem(this, FamilyItem);
        familyItem->setText(0, QString::fromStdString(family));
        familyItem->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
        familyItem->setCheckState(0, Qt::Unchecked);
        QFont bold = familyItem->font(0);
        bold.setBold(true);
        familyItem->setFont(0, bold);
        for (const Strategy* s : registry.family(family)) {
            const StrategyInfo& info = s->info();
            auto* item = new QTreeWidgetItem(familyItem, StrategyItem);
            const QString id = QString::fromStdString(info.id);
            item->setText(0, id);
            item->setData(0, IdRole, id);
            item->setToolTip(0, LessonTexts::text(info, LessonTexts::Field::Title)); // in the reader's language
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            item->setCheckState(0, Qt::Unchecked);
            if (const auto reason = s->unsupportedReason()) {
                item->setForeground(0, palette().brush(QPalette::Disabled, QPalette::Text));
                item->setToolTip(0, tr("Unsupported here: %1").arg(QString::fromStdString(*reason)));
            }
            for (const ParamSpec& spec : info.params) {
                auto* p = new QTreeWidgetItem(item, ParamItem);
                p->setText(0, QString::fromStdString(spec.key));
                p->setData(0, IdRole, id);
                p->setData(0, ParamKeyRole, QString::fromStdString(spec.key));
                p->setData(1, ParamValueRole, QVariant::fromValue<qlonglong>(spec.defaultValue));
                p->setText(1, valueText(spec, spec.defaultValue));
                p->setToolTip(0,
                    tr("%1 (%2 … %3)")
                        .arg(QString::fromStdString(spec.description), valueText(spec, spec.min),
                            valueText(spec, spec.max)));
                p->setToolTip(1, p->toolTip(0));
                p->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
            }
        }
        familyItem->setExpanded(true);
    }
    m_updating = false;

    connect(this, &QTreeWidget::itemChanged, this, &StrategyTree::onItemChanged);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* current) {
        if (current && current->type() != FamilyItem)
            emit currentStrategyChanged(current->data(0, IdRole).toString());
    });
}

QTreeWidgetItem* StrategyTree::strategyItem(const QString& id) const
{
    for (int f = 0; f < topLevelItemCount(); ++f) {
        QTreeWidgetItem* family = topLevelItem(f);
        for (int i = 0; i < family->childCount(); ++i)
            if (family->child(i)->data(0, IdRole).toString() == id)
                return family->child(i);
    }
    return nullptr;
}

QStringList StrategyTree::checkedStrategies() const
{
    QStringList ids;
    for (int f = 0; f < topLevelItemCount(); ++f) {
        QTreeWidgetItem* family = topLevelItem(f);
        for (int i = 0; i < family->childCount(); ++i)
            if (family->child(i)->checkState(0) == Qt::Checked)
                ids << family->child(i)->data(0, IdRole).toString();
    }
    return ids;
}

void StrategyTree::setCheckedStrategies(const QStringList& ids)
{
    m_updating = true;
    for (int f = 0; f < topLevelItemCount(); ++f) {
        QTreeWidgetItem* family = topLevelItem(f);
        for (int i = 0; i < family->childCount(); ++i) {
            QTreeWidgetItem* item = family->child(i);
            item->setCheckState(0, ids.contains(item->data(0, IdRole).toString()) ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_updating = false;
    emit checkedChanged();
}

std::vector<StrategyChoice> StrategyTree::choices() const
{
    std::vector<StrategyChoice> out;
    for (const QString& id : checkedStrategies()) {
        StrategyChoice choice;
        choice.id = id.toStdString();
        QTreeWidgetItem* item = strategyItem(id);
        for (int i = 0; item && i < item->childCount(); ++i) {
            QTreeWidgetItem* p = item->child(i);
            const ParamSpec* spec = findSpec(id, p->data(0, ParamKeyRole).toString());
            const qlonglong value = p->data(1, ParamValueRole).toLongLong();
            if (spec && value != spec->defaultValue)
                choice.params[spec->key] = value;
        }
        out.push_back(std::move(choice));
    }
    return out;
}

void StrategyTree::selectStrategy(const QString& id)
{
    if (QTreeWidgetItem* item = strategyItem(id)) {
        const QSignalBlocker blocker(this);
        setCurrentItem(item);
        scrollToItem(item);
    }
}

void StrategyTree::onItemChanged(QTreeWidgetItem* item, int column)
{
    if (m_updating)
        return;
    if (item->type() == ParamItem && column == 1) {
        const ParamSpec* spec = findSpec(item->data(0, IdRole).toString(), item->data(0, ParamKeyRole).toString());
        if (!spec)
            return;
        m_updating = true;
        try {
            const std::int64_t value = parseParamValue(*spec, item->text(1).trimmed().toStdString());
            if (value < spec->min || value > spec->max)
                throw UsageError(tr("%1 must lie between %2 and %3.")
                                     .arg(QString::fromStdString(spec->key), valueText(*spec, spec->min),
                                         valueText(*spec, spec->max))
                                     .toStdString());
            item->setData(1, ParamValueRole, QVariant::fromValue<qlonglong>(value));
            item->setText(1, valueText(*spec, value));
        } catch (const std::exception& e) {
            item->setText(1, valueText(*spec, item->data(1, ParamValueRole).toLongLong()));
            emit paramRejected(QString::fromStdString(e.what()));
        }
        m_updating = false;
        return;
    }
    if (column == 0)
        emit checkedChanged();
}

} // namespace iolens::ui
