// Runs the physical layout test classes in one executable (ctest name core_physical). A test
// function named on the command line runs in the class that has it; the other classes are skipped.

#include <QCoreApplication>
#include <QMetaMethod>
#include <QObject>

#include <memory>

std::unique_ptr<QObject> makeKeyOrderTests();
std::unique_ptr<QObject> makeSimulationTests();
std::unique_ptr<QObject> makeSampleEditTests();
int runTests(QObject *test, int argc, char **argv);

namespace {

bool hasNamedFunctions(const QObject &test, int argc, char **argv)
{
    bool named = false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg.startsWith('-'))
            continue;
        named = true;
        const QByteArray function = arg.left(arg.indexOf(':') < 0 ? arg.size() : arg.indexOf(':'));
        const QMetaObject *meta = test.metaObject();
        for (int m = 0; m < meta->methodCount(); ++m)
            if (meta->method(m).name() == function)
                return true;
    }
    return !named;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int failures = 0;
    for (const std::unique_ptr<QObject> &test : {makeKeyOrderTests(), makeSimulationTests(), makeSampleEditTests()})
        if (hasNamedFunctions(*test, argc, argv))
            failures += runTests(test.get(), argc, argv);
    return failures;
}
