#include "mapemptystate.h"

#include "map/hexgeometry.h"
#include "map/terrainstyle.h"

#include "commands/forces/mapactions.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

namespace {

QSpinBox *sizeSpin(QWidget *parent, const QString &objectName, int value)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(1, MaxMapSide);
    spin->setValue(value);
    spin->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return spin;
}

/** A little flower of hexes, one of each terrain, to say "map" before a word is read. */
QPixmap hexFlower(qreal dpr)
{
    const HexGeometry g(22);
    const QRectF box = g.mapRect(3, 3);
    QPixmap pixmap((box.size() * dpr).toSize());
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QList<std::pair<Hex, Terrain>> hexes{
        {{1, 1}, Terrain::Clear}, {{1, 0}, Terrain::Mountains}, {{2, 1}, Terrain::Forest}, {{2, 2}, Terrain::Marsh},
        {{1, 2}, Terrain::Water}, {{0, 2}, Terrain::Forest},    {{0, 1}, Terrain::Hills}};
    for (const auto &[hex, terrain] : hexes) {
        p.save();
        p.translate(g.centreOf(hex));
        p.setPen(QPen(TerrainStyle::ink(terrain), 1));
        p.setBrush(TerrainStyle::fill(terrain));
        p.drawPolygon(g.shape(0.96));
        TerrainStyle::paintSymbols(p, terrain, g.radius(), uint(hex.col * 7 + hex.row));
        p.restore();
    }
    return pixmap;
}

} // namespace

MapEmptyState::MapEmptyState(QWidget *parent)
    : QWidget(parent)
    , mTitle(new QLabel(this))
    , mText(new QLabel(this))
    , mForm(new QWidget(this))
    , mColumns(sizeSpin(mForm, QStringLiteral("mapColumnsSpin"), 20))
    , mRows(sizeSpin(mForm, QStringLiteral("mapRowsSpin"), 15))
    , mCreate(new QPushButton(tr("Create Map"), mForm))
{
    setObjectName(QStringLiteral("mapEmptyState"));
    QFont big = mTitle->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    mTitle->setFont(big);
    mTitle->setAlignment(Qt::AlignCenter);
    mText->setAlignment(Qt::AlignCenter);
    mText->setWordWrap(true);
    mText->setFixedWidth(440);
    auto *picture = new QLabel(this);
    picture->setPixmap(hexFlower(devicePixelRatioF()));
    mText->setForegroundRole(QPalette::PlaceholderText);
    mCreate->setObjectName(QStringLiteral("createMapButton"));
    mCreate->setDefault(true);

    auto *form = new QHBoxLayout(mForm);
    form->setContentsMargins(0, 0, 0, 0);
    form->setSpacing(6);
    auto *columnsLabel = new QLabel(tr("&Columns:"), mForm);
    columnsLabel->setBuddy(mColumns);
    auto *rowsLabel = new QLabel(tr("&Rows:"), mForm);
    rowsLabel->setBuddy(mRows);
    form->addWidget(columnsLabel);
    form->addWidget(mColumns);
    form->addSpacing(8);
    form->addWidget(rowsLabel);
    form->addWidget(mRows);
    form->addSpacing(12);
    form->addWidget(mCreate);

    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(picture, 0, Qt::AlignHCenter);
    layout->addSpacing(8);
    layout->addWidget(mTitle, 0, Qt::AlignHCenter);
    layout->addWidget(mText, 0, Qt::AlignHCenter);
    layout->addSpacing(12);
    layout->addWidget(mForm, 0, Qt::AlignHCenter);
    layout->addStretch(3);

    connect(mCreate, &QPushButton::clicked, this,
            [this] { Q_EMIT createRequested(mColumns->value(), mRows->value()); });
    setHasCampaign(true);
}

void MapEmptyState::setHasCampaign(bool hasCampaign)
{
    mTitle->setText(hasCampaign ? tr("This campaign has no map yet") : tr("No campaign open"));
    mText->setText(hasCampaign ? tr("Draw the strategic map in hexes: terrain, places and fortresses, then set your "
                                    "forces on it and move them turn by turn. Choose its size to begin.")
                               : tr("Open or create a campaign to see its map."));
    mText->setFixedHeight(mText->heightForWidth(mText->width()));
    mForm->setVisible(hasCampaign);
}

void MapEmptyState::setReadOnly(const QString &why)
{
    mTitle->setText(tr("This campaign has no map yet"));
    mText->setText(why);
    mText->setFixedHeight(mText->heightForWidth(mText->width()));
    mForm->setVisible(false);
}

} // namespace castellan
