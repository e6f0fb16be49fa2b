#include "docpage.h"

#include <QUrl>

#include <algorithm>

namespace ssd::docs {

void Page::heading(const QString &text, int level, const QString &anchor)
{
    Block block;
    block.kind = Block::Kind::Heading;
    block.level = level;
    block.text = {Span::plain(text)};
    block.anchor = anchor;
    blocks.push_back(std::move(block));
}

void Page::paragraph(const Inline &text)
{
    Block block;
    block.kind = Block::Kind::Paragraph;
    block.text = text;
    blocks.push_back(std::move(block));
}

void Page::note(const QString &text)
{
    Block block;
    block.kind = Block::Kind::Note;
    block.text = {Span::plain(text)};
    blocks.push_back(std::move(block));
}

void Page::table(const QStringList &header, std::vector<std::vector<Inline>> rows)
{
    Block block;
    block.kind = Block::Kind::Table;
    block.header = header;
    block.rows = std::move(rows);
    blocks.push_back(std::move(block));
}

void Page::image(const QString &source, const QString &alt)
{
    Block block;
    block.kind = Block::Kind::Image;
    block.source = source;
    block.alt = alt;
    blocks.push_back(std::move(block));
}

void Page::mermaid(const QString &diagram)
{
    Block block;
    block.kind = Block::Kind::Mermaid;
    block.source = diagram;
    blocks.push_back(std::move(block));
}

// ---------------------------------------------------------------------------------------------
// Markdown

namespace {

// Our file names are plain ASCII already; anything else (spaces, non-ASCII) is percent-encoded,
// so that no link breaks its Markdown or its HTML attribute.
QString linkTarget(const QString &link)
{
    return QString::fromLatin1(QUrl(link).toEncoded());
}

} // namespace

namespace {

// Line breaks would end a table row or a paragraph: inside text they become spaces.
QString oneLine(const QString &text)
{
    QString line = text;
    line.replace(QStringLiteral("\r\n"), QStringLiteral(" "));
    line.replace(u'\n', u' ');
    line.replace(u'\r', u' ');
    return line;
}

// A code span that holds any text: the fence is one backtick longer than the longest run inside,
// and padded when the text starts or ends with a backtick (CommonMark 6.1).
QString markdownCode(const QString &text, bool inTable)
{
    QString body = oneLine(text);
    if (body.isEmpty())
        return {};
    qsizetype longest = 0, run = 0;
    for (const QChar c : body) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    if (inTable) // GFM splits cells on | before it parses code spans
        body.replace(u'|', QStringLiteral("\\|"));
    const QString fence(longest + 1, u'`');
    const bool pad = body.startsWith(u'`') || body.endsWith(u'`');
    return pad ? fence + u' ' + body + u' ' + fence : fence + body + fence;
}

QString markdownInline(const Inline &text, bool inTable)
{
    QString out;
    for (const Span &span : text) {
        // A line break in plain text (a multi-line comment) stays one: <br> in a table cell (GFM
        // rows are single lines), a backslash hard break elsewhere.
        QString piece = span.style == Span::Style::Code
            ? markdownCode(span.text, inTable)
            : markdownEscaped(span.text).replace(QStringLiteral("\r\n"), QStringLiteral("\n"))
                  .replace(u'\n', inTable ? QStringLiteral("<br>") : QStringLiteral("\\\n"));
        if (span.style == Span::Style::Strong && !piece.isEmpty())
            piece = QStringLiteral("**") + piece + QStringLiteral("**");
        if (!span.link.isEmpty())
            piece = u'[' + piece + QStringLiteral("](") + linkTarget(span.link) + u')';
        out += piece;
    }
    return out;
}

} // namespace

QString markdownEscaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        // CommonMark lets any ASCII punctuation be escaped; these are the ones that could start
        // markup, a table cell, an HTML tag or an entity.
        if (QStringView(u"\\`*_[]<>|#~&!").contains(c))
            out += u'\\';
        out += c;
    }
    return out;
}

QByteArray markdownPage(const Page &page)
{
    QString out;
    for (const Block &block : page.blocks) {
        switch (block.kind) {
        case Block::Kind::Heading:
            out += QString(block.level, u'#') + u' ' + markdownInline(block.text, false) + u'\n';
            break;
        case Block::Kind::Paragraph:
            out += markdownInline(block.text, false) + u'\n';
            break;
        case Block::Kind::Note:
            out += u'_' + markdownInline(block.text, false) + QStringLiteral("_\n");
            break;
        case Block::Kind::Table: {
            QStringList header, rule;
            for (const QString &title : block.header) {
                header << markdownEscaped(title);
                rule << QStringLiteral("---");
            }
            out += QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |\n| ")
                + rule.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
            for (const std::vector<Inline> &row : block.rows) {
                QStringList cells;
                for (const Inline &cell : row)
                    cells << markdownInline(cell, true);
                out += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
            }
            break;
        }
        case Block::Kind::Image:
            out += QStringLiteral("![") + markdownEscaped(oneLine(block.alt)) + QStringLiteral("](")
                + linkTarget(block.source) + QStringLiteral(")\n");
            break;
        case Block::Kind::Mermaid:
            out += QStringLiteral("```mermaid\n") + block.source + QStringLiteral("```\n");
            break;
        }
        out += u'\n';
    }
    if (!page.footer.isEmpty())
        out += QStringLiteral("---\n\n> ") + markdownEscaped(page.footer) + u'\n';
    return out.toUtf8();
}

// ---------------------------------------------------------------------------------------------
// HTML

namespace {

// Readable on screen and in print, light and dark, without scripts or external files.
constexpr char16_t kStyleSheet[] =
    u"body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;"
    u"line-height:1.45;margin:0;color:#1f2328;background:#fff}"
    u"main{max-width:72rem;margin:0 auto;padding:1.5rem 2rem}"
    u"nav{font-size:.9rem;margin-bottom:1rem}"
    u"h1{font-size:1.8rem;border-bottom:1px solid #d0d7de;padding-bottom:.3rem}"
    u"h2{font-size:1.3rem;margin-top:2rem;border-bottom:1px solid #eaeef2;padding-bottom:.2rem}"
    u"h3{font-size:1.1rem}"
    u"table{border-collapse:collapse;margin:.5rem 0 1rem;font-size:.92rem}"
    u"th,td{border:1px solid #d0d7de;padding:.3rem .6rem;text-align:left;vertical-align:top}"
    u"th{background:#f6f8fa}tr:nth-child(even) td{background:#fafbfc}"
    u"code{font-family:ui-monospace,'SFMono-Regular',Menlo,Consolas,'DejaVu Sans Mono',monospace;"
    u"font-size:.88em;background:#eff1f3;border-radius:4px;padding:.1em .3em}"
    u"a{color:#0969da;text-decoration:none}a:hover{text-decoration:underline}"
    u".diagram{margin:1rem 0;overflow:auto;border:1px solid #d0d7de;background:#fafaf7}"
    u".diagram img{display:block;max-width:none}"
    u".note{color:#59636e;font-style:italic}"
    u".sev-error{color:#b42318;font-weight:600}.sev-warning{color:#9a6700;font-weight:600}"
    u".sev-info{color:#0969da}"
    u"footer{max-width:72rem;margin:0 auto;padding:1rem 2rem 2rem;color:#59636e;font-size:.85rem;"
    u"border-top:1px solid #d0d7de}"
    u"@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}"
    u"th{background:#161b22}tr:nth-child(even) td{background:#10151c}th,td{border-color:#30363d}"
    u"code{background:#262c36}a{color:#4493f8}}";

QString htmlInline(const Inline &text)
{
    QString out;
    for (const Span &span : text) {
        QString piece = htmlEscaped(span.text);
        piece.replace(u'\n', QStringLiteral("<br>"));
        if (span.style == Span::Style::Code && !piece.isEmpty())
            piece = QStringLiteral("<code>") + piece + QStringLiteral("</code>");
        else if (span.style == Span::Style::Strong && !piece.isEmpty())
            piece = QStringLiteral("<strong>") + piece + QStringLiteral("</strong>");
        if (!span.tone.isEmpty()) // e.g. a severity, coloured by the stylesheet
            piece = QStringLiteral("<span class=\"") + htmlEscaped(span.tone) + QStringLiteral("\">") + piece
                + QStringLiteral("</span>");
        if (!span.link.isEmpty())
            piece = QStringLiteral("<a href=\"") + htmlEscaped(linkTarget(span.link))
                + QStringLiteral("\">") + piece + QStringLiteral("</a>");
        out += piece;
    }
    return out;
}

} // namespace

QString htmlEscaped(const QString &text)
{
    return text.toHtmlEscaped(); // & < > and " (attribute values are double-quoted)
}

QByteArray htmlPage(const Page &page)
{
    QString out = QStringLiteral("<!DOCTYPE html>\n<html lang=\"") + htmlEscaped(page.language)
        + QStringLiteral("\">\n<head>\n<meta charset=\"utf-8\">\n"
                         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        + htmlEscaped(page.title) + QStringLiteral("</title>\n<style>") + QString::fromUtf16(kStyleSheet)
        + QStringLiteral("</style>\n</head>\n<body>\n<main>\n");
    for (const Block &block : page.blocks) {
        switch (block.kind) {
        case Block::Kind::Heading: {
            const QString tag = QStringLiteral("h%1").arg(block.level);
            const QString id = block.anchor.isEmpty() ? QString() : QStringLiteral(" id=\"") + htmlEscaped(block.anchor) + u'"';
            out += u'<' + tag + id + u'>' + htmlInline(block.text) + QStringLiteral("</") + tag + QStringLiteral(">\n");
            break;
        }
        case Block::Kind::Paragraph:
            out += QStringLiteral("<p>") + htmlInline(block.text) + QStringLiteral("</p>\n");
            break;
        case Block::Kind::Note:
            out += QStringLiteral("<p class=\"note\">") + htmlInline(block.text) + QStringLiteral("</p>\n");
            break;
        case Block::Kind::Table:
            out += QStringLiteral("<table>\n<thead><tr>");
            for (const QString &title : block.header)
                out += QStringLiteral("<th>") + htmlEscaped(title) + QStringLiteral("</th>");
            out += QStringLiteral("</tr></thead>\n<tbody>\n");
            for (const std::vector<Inline> &row : block.rows) {
                out += QStringLiteral("<tr>");
                for (const Inline &cell : row)
                    out += QStringLiteral("<td>") + htmlInline(cell) + QStringLiteral("</td>");
                out += QStringLiteral("</tr>\n");
            }
            out += QStringLiteral("</tbody>\n</table>\n");
            break;
        case Block::Kind::Image: {
            const QString source = htmlEscaped(linkTarget(block.source));
            out += QStringLiteral("<div class=\"diagram\"><a href=\"") + source + QStringLiteral("\"><img src=\"") + source
                + QStringLiteral("\" alt=\"") + htmlEscaped(block.alt) + QStringLiteral("\"></a></div>\n");
            break;
        }
        case Block::Kind::Mermaid: // the SVG figure says the same; Mermaid is for GitHub's Markdown
            break;
        }
    }
    out += QStringLiteral("</main>\n");
    if (!page.footer.isEmpty())
        out += QStringLiteral("<footer>") + htmlEscaped(page.footer) + QStringLiteral("</footer>\n");
    out += QStringLiteral("</body>\n</html>\n");
    return out.toUtf8();
}

} // namespace ssd::docs
