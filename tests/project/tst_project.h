#pragma once

// The `project` test: the .spdesign format (round trips, layout, migration), saving and its
// failures, bad and fuzzed files, the recovery store, and the CLI's import and project input.
// The slots are spread over tst_project*.cpp by subject.

#include <QObject>
#include <QTemporaryDir>

class TestProject : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // tst_project.cpp: format
    void roundTrip_data();
    void roundTrip();
    void modelJsonIsLossless();
    void fileIsReadableWithSqlite();
    void sqliteShellCanInspect();
    void migrationFromVersion1();
    void version1FixtureMatchesLayout();
    void migrationFromVersion2();
    void migrationFromVersion3();
    void newerVersionIsRefused();

    // tst_projectsave.cpp: saving and recovery
    void saveReplacesAtomically();
    void saveErrors_data();
    void saveErrors();
    void lockedFileIsRefused();
    void recoveryStoreHidesLiveSessions();
    void recoveryWritesInLineOrder();
    void recoveryKeepsEditorDraft();

    // tst_projectbadfiles.cpp: files that are not ours
    void badFiles_data();
    void badFiles();
    void fuzzedFilesNeverCrash();

    // tst_projectcli.cpp: spanner-schema import and .spdesign input
    void cliImport();
    void cliImportRefuses_data();
    void cliImportRefuses();
    void cliReadsProjects_data();
    void cliReadsProjects();
    void cliBadProjects_data();
    void cliBadProjects();
    void cliLintUsesProjectSettings();

private:
    QString tempPath(const QString &name) const;
    QTemporaryDir m_dir;
};
