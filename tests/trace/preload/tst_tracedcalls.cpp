// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The README's list of traced calls ("What is seen") is the wrapper table of the preload
// (core/trace/preload/wrappers.h), one line per call kind: a wrapper added to the table and not
// to the README, or the other way round, fails here with the block the README should have.
#include "wrappers.h"

#include <QFile>
#include <QtTest>

#include <map>
#include <vector>

namespace {

const QString kBegin = QStringLiteral("<!-- traced-calls: generated from core/trace/preload/wrappers.h, checked by "
                                      "tst_tracedcalls -->\n");
const QString kEnd = QStringLiteral("<!-- /traced-calls -->");

// The block as the table says it: per call kind in the kinds' order, its wrappers in the table's.
QString expectedBlock()
{
    std::map<int, std::vector<const char*>> byKind;
#define IOL_DOC_ROW(name, ret, params, args, kind, shape, lookup) byKind[int(kind)].push_back(#name);
    IOL_WRAPPERS(IOL_DOC_ROW)
#undef IOL_DOC_ROW
    QString out = kBegin;
    for (const auto& [kind, names] : byKind) {
        out += kind == IOL_NO_KIND ? QStringLiteral("- followed, not counted as calls:")
                                   : QStringLiteral("- `%1`:").arg(QLatin1String(iolt_call_name(uint32_t(kind))));
        for (size_t i = 0; i < names.size(); ++i)
            out += (i ? QStringLiteral(", ") : QStringLiteral(" ")) + QLatin1String(names[i]);
        out += QLatin1Char('\n');
    }
    return out + kEnd;
}

} // namespace

class TstTracedCalls : public QObject {
    Q_OBJECT

private slots:
    void readmeListsEveryWrapper()
    {
        QFile readme(QStringLiteral(IOLENS_SOURCE_DIR "/README.md"));
        QVERIFY2(readme.open(QIODevice::ReadOnly), qPrintable(readme.fileName()));
        const QString text = QString::fromUtf8(readme.readAll());
        const qsizetype begin = text.indexOf(kBegin);
        const qsizetype end = text.indexOf(kEnd);
        QVERIFY2(begin >= 0 && end > begin, "README.md has no traced-calls block");
        const QString block = text.mid(begin, end + kEnd.size() - begin);
        const QString expected = expectedBlock();
        if (block != expected)
            qWarning().noquote() << "README.md's block should read:\n" << expected;
        QCOMPARE(block, expected);
    }

    void everyRowHasAKnownKind()
    {
        int rows = 0;
#define IOL_KIND_ROW(name, ret, params, args, kind, shape, lookup)                                                     \
    ++rows;                                                                                                            \
    QVERIFY2(int(kind) == IOL_NO_KIND || (int(kind) >= 0 && int(kind) < int(IOLT_CALL_COUNT)), #name);
        IOL_WRAPPERS(IOL_KIND_ROW)
#undef IOL_KIND_ROW
        QVERIFY(rows > 100);
    }
};

QTEST_GUILESS_MAIN(TstTracedCalls)
#include "tst_tracedcalls.moc"
