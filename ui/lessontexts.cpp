// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessontexts.h"

#include "core/registry.h"

#include <QCoreApplication>

namespace iolens::ui {

QString LessonTexts::fieldKey(Field field)
{
    switch (field) {
    case Field::Title:
        return QStringLiteral("title");
    case Field::What:
        return QStringLiteral("what");
    case Field::JavaApi:
        return QStringLiteral("java_api");
    case Field::CostModel:
        return QStringLiteral("cost_model");
    case Field::Timing:
        return QStringLiteral("timing");
    case Field::Article:
        return QStringLiteral("article");
    }
    return {};
}

namespace {

const std::string& source(const StrategyInfo& info, LessonTexts::Field field)
{
    using Field = LessonTexts::Field;
    switch (field) {
    case Field::Title:
        return info.title;
    case Field::What:
        return info.lesson.what;
    case Field::JavaApi:
        return info.lesson.javaApi;
    case Field::CostModel:
        return info.lesson.costModel;
    case Field::Timing:
        return info.lesson.timing;
    case Field::Article:
        break;
    }
    if (!info.lesson.article.empty())
        return info.lesson.article;
    static const std::string none;
    const FamilyInfo* family = Registry::instance().familyInfo(info.family);
    return family ? family->article : none;
}

} // namespace

QString LessonTexts::english(const StrategyInfo& info, Field field)
{
    return QString::fromStdString(source(info, field));
}

QString LessonTexts::text(const StrategyInfo& info, Field field)
{
    return translated(source(info, field));
}

QString LessonTexts::strategyText(const QString& strategyId, Field field)
{
    const Strategy* s = Registry::instance().find(strategyId.toStdString());
    return s ? text(s->info(), field) : QString();
}

QString LessonTexts::familyArticle(const QString& family)
{
    const FamilyInfo* f = Registry::instance().familyInfo(family.toStdString());
    return f ? translated(f->article) : QString();
}

QString LessonTexts::excerpt(const QString& strategyId)
{
    const Strategy* s = Registry::instance().find(strategyId.toStdString());
    return s ? QString::fromStdString(s->info().lesson.excerpt) : QString();
}

QString LessonTexts::translated(const std::string& english)
{
    if (english.empty()) // an empty source would fetch the .qm's header, not a translation
        return {};
    return QCoreApplication::translate(kLessonContext, english.c_str());
}

} // namespace iolens::ui
