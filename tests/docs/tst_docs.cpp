// The documentation export (views/docs) against golden folders: for each schema of
// tests/docs/data/<case>/input.sql the Markdown and HTML pages, in English and in pt_BR, must equal
// expected-<format>[-<language>]/ file for file. The SVG diagrams depend on the fonts of the
// machine, so they are checked for what they must show (which tables) rather than byte for byte.
// Set SSD_UPDATE_GOLDEN=1 to (re)write the expected folders, then review the diff.

#include "ddl.h"
#include "schemadocs.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTextDocument>
#include <QUrl>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace ssd;

namespace {

QString dataDir() { return QStringLiteral(SSD_SOURCE_DIR "/tests/docs/data"); }

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What the comments would say (the branch that parses DDL comments fills them from the file;
// set here so the pages show and escape them either way).
void addComments(Schema &schema)
{
    FreeComment header;
    header.id = 0; // before every statement: the file's header
    header.text = QStringLiteral("The music catalogue.\nOwned by the <catalogue> team & friends.");
    schema.freeComments.insert(schema.freeComments.begin(), header);
    if (Table *table = schema.findTable(schema.dialect == Dialect::GoogleSql ? u"Singers" : u"singers")) {
        table->comment = QStringLiteral("Singers are the root. <b>Not bold</b> & \"quoted\" | piped");
        table->columns.front().comment = QStringLiteral("The singer's id\nassigned by the label");
    }
}

Schema parsedCase(const QString &name)
{
    const QString text = QString::fromUtf8(readAll(dataDir() + u'/' + name + QStringLiteral("/input.sql")));
    ParseResult parsed = parseDdl(text);
    if (!parsed.ok())
        return {};
    Schema schema = parsed.schema;
    addComments(schema);
    return schema;
}

// Table names that a diagram draws: QSvgGenerator writes text as <text> elements.
QString svgText(const QByteArray &svg)
{
    QXmlStreamReader reader(svg);
    QString text;
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement && reader.name() == u"text")
            text += reader.readElementText(QXmlStreamReader::IncludeChildElements) + u'\n';
    }
    return reader.hasError() ? QStringLiteral("XML error: ") + reader.errorString() : text;
}

} // namespace

class TestDocs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void golden_data();
    void golden();
    void neighbourhoodDiagrams();
    void escaping();
    void unwritableFolder();
    void screenshots();
};

void TestDocs::golden_data()
{
    QTest::addColumn<QString>("caseName");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("language");
    for (const QString &caseName : {QStringLiteral("googlesql"), QStringLiteral("postgresql")})
        for (const QString &format : {QStringLiteral("markdown"), QStringLiteral("html")})
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("pt_BR")})
                QTest::addRow("%s-%s-%s", qPrintable(caseName), qPrintable(format), qPrintable(language))
                    << caseName << format << language;
}

void TestDocs::golden()
{
    QFETCH(QString, caseName);
    QFETCH(QString, format);
    QFETCH(QString, language);
    const Schema schema = parsedCase(caseName);
    QVERIFY2(!schema.tables.empty(), "the input does not parse");

    QTranslator translator;
    if (language != u"en") {
        QVERIFY(translator.load(QLocale(language), QStringLiteral("spanner-schema-designer"), QStringLiteral("_"),
                                QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
    }
    docs::Options options;
    options.format = *docs::formatFromName(format);
    options.title = QStringLiteral("input.sql");
    options.diagrams = false; // the SVGs are checked in neighbourhoodDiagrams
    const docs::Documentation documentation = docs::buildDocumentation(schema, options);
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(documentation.error.isEmpty(), qPrintable(documentation.error));

    const QString expectedDir = QStringLiteral("%1/%2/expected-%3%4")
                                    .arg(dataDir(), caseName, format,
                                         language == u"en" ? QString() : u'-' + language);
    if (qEnvironmentVariableIsSet("SSD_UPDATE_GOLDEN")) {
        QDir(expectedDir).removeRecursively();
        QCOMPARE(docs::writeDocumentation(expectedDir, documentation.files), QString());
    }
    QStringList expectedFiles;
    QDirIterator it(expectedDir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        expectedFiles << QDir(expectedDir).relativeFilePath(it.next());
    QStringList producedFiles;
    for (const docs::File &file : documentation.files) {
        producedFiles << file.path;
        QCOMPARE(QString::fromUtf8(file.data), QString::fromUtf8(readAll(expectedDir + u'/' + file.path)));
    }
    expectedFiles.sort();
    producedFiles.sort();
    QCOMPARE(producedFiles, expectedFiles);
}

// Each table's diagram shows the table, its interleave parent and children and its foreign-key
// neighbours, and no other table; the whole-schema diagram shows every table.
void TestDocs::neighbourhoodDiagrams()
{
    const Schema schema = parsedCase(QStringLiteral("googlesql"));
    docs::Options options;
    options.title = QStringLiteral("input.sql");
    const docs::Documentation documentation = docs::buildDocumentation(schema, options);
    QVERIFY2(documentation.error.isEmpty(), qPrintable(documentation.error));
    QHash<QString, QString> texts;
    for (const docs::File &file : documentation.files)
        if (file.path.endsWith(u".svg"))
            texts.insert(file.path, svgText(file.data));
    QCOMPARE(texts.size(), int(schema.tables.size()) + 1);
    const auto shows = [&](const QString &svg, const QString &table) {
        return texts.value(svg).split(u'\n').contains(table);
    };
    for (const Table &table : schema.tables)
        QVERIFY2(shows(QStringLiteral("diagrams/schema.svg"), table.name), qPrintable(table.name));
    // Albums: parent Singers, child Songs; not the sales tables.
    QVERIFY(shows(QStringLiteral("diagrams/Albums.svg"), QStringLiteral("Albums")));
    QVERIFY(shows(QStringLiteral("diagrams/Albums.svg"), QStringLiteral("Singers")));
    QVERIFY(shows(QStringLiteral("diagrams/Albums.svg"), QStringLiteral("Songs")));
    QVERIFY(!shows(QStringLiteral("diagrams/Albums.svg"), QStringLiteral("sales.Orders")));
    // sales.Orders: references Singers, referenced by Line<Items>; not Albums.
    QVERIFY(shows(QStringLiteral("diagrams/sales.Orders.svg"), QStringLiteral("Singers")));
    QVERIFY(shows(QStringLiteral("diagrams/sales.Orders.svg"), QStringLiteral("sales.Line<Items>")));
    QVERIFY(!shows(QStringLiteral("diagrams/sales.Orders.svg"), QStringLiteral("Albums")));
    // Songs' grandparent is not its neighbour.
    QVERIFY(!shows(QStringLiteral("diagrams/Songs.svg"), QStringLiteral("Singers")));
}

// Names and comments with < & " | ` never become markup: HTML escapes them, Markdown
// backslash-escapes them or keeps them in code spans.
void TestDocs::escaping()
{
    const Schema schema = parsedCase(QStringLiteral("googlesql"));
    for (const docs::Format format : {docs::Format::Markdown, docs::Format::Html}) {
        docs::Options options;
        options.format = format;
        options.diagrams = false;
        options.title = QStringLiteral("a<b>&c.sql");
        const docs::Documentation documentation = docs::buildDocumentation(schema, options);
        for (const docs::File &file : documentation.files) {
            const QString text = QString::fromUtf8(file.data);
            QVERIFY2(!text.contains(u"<b>"), qPrintable(file.path));
            QVERIFY2(!text.contains(u"Line<Items>") || format == docs::Format::Markdown, qPrintable(file.path));
            if (format == docs::Format::Html) {
                QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("&(?!amp;|lt;|gt;|quot;|#)"))), qPrintable(file.path));
            }
        }
    }
}

void TestDocs::unwritableFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const std::vector<docs::File> files{{QStringLiteral("README.md"), "x"}};
    const QString asFolder = docs::writeDocumentation(blocker, files);
    QVERIFY2(asFolder.contains(blocker), qPrintable(asFolder));
    const QString below = docs::writeDocumentation(blocker + QStringLiteral("/sub"), files);
    QVERIFY2(below.contains(u"sub"), qPrintable(below));
}

// Pictures of HTML pages for docs/documentation-export.md, drawn headless by QTextDocument (Qt's
// rich-text engine: it reads the page's stylesheet in part and loads the SVG diagrams through
// the qsvg image plugin). Only with SSD_DOCS_SHOTS=folder.
void TestDocs::screenshots()
{
    const QString shots = qEnvironmentVariable("SSD_DOCS_SHOTS");
    if (shots.isEmpty())
        QSKIP("SSD_DOCS_SHOTS is not set");
    const ParseResult parsed = parseDdl(QString::fromUtf8(readAll(QStringLiteral(SSD_SOURCE_DIR "/resources/examples/music.sql"))));
    QVERIFY(parsed.ok());
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("pt_BR")}) {
        QTranslator translator;
        if (language != u"en") {
            QVERIFY(translator.load(QLocale(language), QStringLiteral("spanner-schema-designer"), QStringLiteral("_"),
                                    QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&translator);
        }
        docs::Options options;
        options.format = docs::Format::Html;
        options.title = QStringLiteral("music.sql");
        const docs::Documentation documentation = docs::buildDocumentation(parsed.schema, options);
        QCoreApplication::removeTranslator(&translator);
        QTemporaryDir out;
        QCOMPARE(docs::writeDocumentation(out.path(), documentation.files), QString());
        for (const QString &page : {QStringLiteral("index.html"), QStringLiteral("tables/Albums.html")}) {
            const QString path = out.filePath(page);
            QTextDocument document;
            document.setBaseUrl(QUrl::fromLocalFile(path));
            document.setHtml(QString::fromUtf8(readAll(path)));
            document.setTextWidth(1100);
            QImage image(QSize(1100, int(document.size().height())), QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            document.drawContents(&painter);
            painter.end();
            const QString name = QStringLiteral("%1/docs-html-%2-%3.png")
                                     .arg(shots, QFileInfo(page).baseName().toLower(), language);
            QVERIFY2(image.save(name), qPrintable(name));
        }
    }
}

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv); // the diagrams measure text
    TestDocs test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_docs.moc"
