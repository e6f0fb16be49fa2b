#pragma once

// An HTTP/1.1 server on 127.0.0.1 for tests: it records every request and answers it with what
// a function of "VERB PATH" returns (nothing: silence, for timeouts). It stands in for Cloud
// Spanner's production front end and for an OAuth token endpoint.

#include <QHash>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

#include <functional>
#include <optional>

// Answers each request with what `respond` returns for "VERB PATH" (an empty answer: silence).
class CannedServer : public QObject
{
public:
    struct Answer
    {
        int status = 200;
        QByteArray body;
    };
    explicit CannedServer(std::function<std::optional<Answer>(const QByteArray &)> respond)
        : m_respond(std::move(respond))
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { serve(socket); });
        });
    }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort())); }
    QByteArrayList requests;
    QByteArrayList heads; // each request's line and headers

private:
    void serve(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return;
        const QByteArray head = buffer.left(headerEnd);
        qsizetype length = 0;
        for (const QByteArray &line : head.split('\n'))
            if (line.toLower().startsWith("content-length:"))
                length = line.mid(15).trimmed().toLongLong();
        if (buffer.size() < headerEnd + 4 + length)
            return;
        const QByteArray requestLine = head.left(head.indexOf("\r\n"));
        const QByteArrayList words = requestLine.split(' ');
        const QByteArray key = words.value(0) + ' ' + words.value(1);
        requests.append(key + ' ' + buffer.mid(headerEnd + 4, length));
        heads.append(head);
        buffer.remove(0, headerEnd + 4 + length);
        const std::optional<Answer> answer = m_respond(key);
        if (!answer)
            return; // silence: the client's call timeout has to end it
        socket->write("HTTP/1.1 " + QByteArray::number(answer->status) + " X\r\nContent-Type: application/json\r\n"
                      "Content-Length: " + QByteArray::number(answer->body.size()) + "\r\n\r\n" + answer->body);
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    std::function<std::optional<Answer>(const QByteArray &)> m_respond;
};


