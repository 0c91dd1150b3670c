// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/family.h"
#include "core/registry.h"
#include "core/strategy.h"
#include "core/verifier.h"

#include <QTest>

#include <stdexcept>

using namespace iolens;

namespace {

// A strategy that does nothing, with whatever id a test gives it.
class Named final : public InstrumentedStrategy<Named> {
public:
    explicit Named(std::string id)
        : InstrumentedStrategy({ .id = std::move(id), .title = "a test strategy" })
    { }
    template <class P> Output execute(RunContext&, P&) const { return {}; }
};

std::string g_nextId; // what makeNamed() names its strategy
std::unique_ptr<Strategy> makeNamed()
{
    return std::make_unique<Named>(g_nextId);
}

std::vector<std::unique_ptr<Strategy>> oneNamed()
{
    return makeEach({ makeNamed });
}

// The message a registry of one family "demo" with one strategy of this id refuses it with, or
// empty when it takes it.
std::string refusal(const std::string& id)
{
    g_nextId = id;
    const FamilyInfo demo { .name = "demo", .makeStrategies = oneNamed };
    try {
        const Registry registry({ &demo });
        return {};
    } catch (const std::logic_error& e) {
        return e.what();
    }
}

} // namespace

// The family comes from the id's prefix and is checked once, when the registry is built; each
// family's description (family.h) brings its strategies and its verifier.
class TestRegistry : public QObject {
    Q_OBJECT

private slots:
    void familyIsTheIdsPrefix()
    {
        QCOMPARE(familyOf("copy.buffer-loop"), std::string("copy"));
        QCOMPARE(familyOf("ext.java-files-lines"), std::string("ext"));
        QCOMPARE(familyOf("nofamily"), std::string());
        QCOMPARE(familyOf(".x"), std::string());
        QCOMPARE(Named("read.x").info().family, std::string("read"));
        QCOMPARE(Named("read.x").info().job(), std::string("read"));
    }

    void idWithoutTheFamilysPrefixIsRefused()
    {
        QCOMPARE(refusal("demo.ok"), std::string());
        QCOMPARE(refusal("nofamily"),
            std::string("the strategy id 'nofamily' registered by the demo family must be 'demo.' and a name"));
        QCOMPARE(refusal("copy.buffer-loop"),
            std::string("the strategy id 'copy.buffer-loop' registered by the demo family must be 'demo.' and a name"));
        QCOMPARE(refusal("demo."),
            std::string("the strategy id 'demo.' registered by the demo family must be 'demo.' and a name"));
        QCOMPARE(refusal("demonstration.x"),
            std::string("the strategy id 'demonstration.x' registered by the demo family must be 'demo.' and a name"));
    }

    void idRegisteredTwiceIsRefused()
    {
        g_nextId = "demo.twice";
        const FamilyInfo a { .name = "demo", .makeStrategies = oneNamed };
        const FamilyInfo b { .name = "demo", .makeStrategies = oneNamed };
        try {
            const Registry registry({ &a, &b });
            QFAIL("a strategy registered twice was taken");
        } catch (const std::logic_error& e) {
            QCOMPARE(std::string(e.what()), std::string("strategy registered twice: demo.twice"));
        }
    }

    void everyFamilyIsRegisteredInCatalogueOrder()
    {
        const Registry& registry = Registry::instance();
        QCOMPARE(registry.families(),
            (std::vector<std::string> { "copy", "read", "write", "lookup", "alloc", "watch", "net", "ext", "replay" }));
        QCOMPARE(registry.all().front()->info().id, std::string("copy.byte-syscall"));
        QCOMPARE(registry.family("lookup").size(), std::size_t(3));
        for (const auto& s : registry.all()) {
            const StrategyInfo& info = s->info();
            QVERIFY2(registry.familyInfo(info.family) != nullptr, info.id.c_str());
            QCOMPARE(info.family, familyOf(info.id));
        }
        QCOMPARE(registry.familyInfo("nosuch"), nullptr);
    }

    // ext.cp is an ext strategy that does the copy job: the copy family's verifier checks it.
    void extIsVerifiedAsTheFamilyWhoseJobItDoes()
    {
        const Strategy* cp = Registry::instance().find("ext.cp");
        QVERIFY(cp);
        QCOMPARE(cp->info().family, std::string("ext"));
        QCOMPARE(cp->info().verifiedAs, std::string("copy"));
        QCOMPARE(cp->info().job(), std::string("copy"));
    }

    // The family's own verifier, else agreement: two different results are refused only by
    // the agreement verifier, a wrong read result by the read family's.
    void verifierComesFromTheFamily()
    {
        for (const char* family : { "watch", "net", "ext", "nosuch" }) {
            auto verifier = makeVerifier(family);
            verifier->prepare({}, nullptr);
            QCOMPARE(verifier->check(Output { 3, 1, "a" }, {}).bytes, std::uint64_t(3));
            QVERIFY_THROWS_EXCEPTION(VerificationError, verifier->check(Output { 4, 1, "a" }, {}));
        }
        QVERIFY(Registry::instance().familyInfo("read")->makeVerifier != nullptr);
        QVERIFY(Registry::instance().familyInfo("copy")->makeVerifier != nullptr);
        QVERIFY(Registry::instance().familyInfo("net")->makeVerifier == nullptr);
    }
};

QTEST_GUILESS_MAIN(TestRegistry)
#include "tst_registry.moc"
