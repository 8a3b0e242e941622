#include "campaignbeacon.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QHash>
#include <QLocalServer>
#include <QLocalSocket>
#include <QWidget>

#include <unistd.h>

namespace castellan {

namespace {

const QByteArray raiseRequest = QByteArrayLiteral("raise\n");
const QByteArray raisedReply = QByteArrayLiteral("raised\n");
constexpr int answerMs = 2000;

/** The beacons of this process by socket name: a window of this process is raised without a socket. */
QHash<QString, CampaignBeacon *> &beaconsHere()
{
    static QHash<QString, CampaignBeacon *> beacons;
    return beacons;
}

} // namespace

CampaignBeacon::CampaignBeacon(QWidget &window)
    : QObject(&window)
    , mWindow(window)
{ }

CampaignBeacon::~CampaignBeacon()
{
    hold({});
}

QString CampaignBeacon::socketName(const QString &campaignPath)
{
    const QFileInfo info(campaignPath);
    const QString canonical = info.canonicalFilePath().isEmpty() ? info.absoluteFilePath() : info.canonicalFilePath();
    const QByteArray hash = QCryptographicHash::hash(canonical.toUtf8(), QCryptographicHash::Sha256).toHex().left(24);
    return QStringLiteral("castellan-%1-%2").arg(getuid()).arg(QString::fromLatin1(hash));
}

bool CampaignBeacon::raiseHolder(const QString &campaignPath)
{
    const QString name = socketName(campaignPath);
    if (CampaignBeacon *here = beaconsHere().value(name)) {
        here->raiseWindow();
        return true;
    }
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(answerMs))
        return false;
    socket.write(raiseRequest);
    if (!socket.waitForBytesWritten(answerMs))
        return false;
    while (socket.bytesAvailable() < raisedReply.size()) {
        if (!socket.waitForReadyRead(answerMs))
            return false;
    }
    return socket.readAll().startsWith(raisedReply);
}

void CampaignBeacon::hold(const QString &campaignPath)
{
    if (campaignPath == mPath && (mServer || campaignPath.isEmpty()))
        return;
    if (mServer)
        beaconsHere().remove(mServer->serverName());
    delete mServer;
    mServer = nullptr;
    mPath = campaignPath;
    if (campaignPath.isEmpty())
        return;
    const QString name = socketName(campaignPath);
    auto *server = new QLocalServer(this);
    server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!server->listen(name)) {
        // A socket left by a process that died answers nobody: take its place. One that answers belongs to a
        // window that has the file too (opened before this check existed, or read-only): leave it be.
        QLocalSocket probe;
        probe.connectToServer(name);
        if (probe.waitForConnected(answerMs) || !QLocalServer::removeServer(name) || !server->listen(name)) {
            delete server;
            return;
        }
    }
    connect(server, &QLocalServer::newConnection, this, &CampaignBeacon::answer);
    mServer = server;
    beaconsHere().insert(name, this);
}

void CampaignBeacon::answer()
{
    while (QLocalSocket *socket = mServer->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine())
                return;
            if (socket->readLine() == raiseRequest) {
                raiseWindow();
                socket->write(raisedReply);
                socket->flush();
            }
            socket->disconnectFromServer();
        });
    }
}

void CampaignBeacon::raiseWindow()
{
    if (mWindow.isMinimized())
        mWindow.showNormal();
    mWindow.show();
    mWindow.raise();
    mWindow.activateWindow();
}

} // namespace castellan
