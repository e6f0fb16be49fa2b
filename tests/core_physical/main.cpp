// Runs the physical layout test classes in one executable (ctest name core_physical).

#include <QCoreApplication>

int runKeyOrderTests(int argc, char **argv);
int runSimulationTests(int argc, char **argv);

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int failures = runKeyOrderTests(argc, argv);
    failures += runSimulationTests(argc, argv);
    return failures;
}
