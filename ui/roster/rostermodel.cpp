#include "rostermodel.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace castellan {

namespace {

QString ratingAbbreviation(Trait t)
{
    switch (t) {
    case Trait::Vitality: return RosterModel::tr("Vit", "abbreviation of Vitality");
    case Trait::Heroics: return RosterModel::tr("Her", "abbreviation of Heroics");
    case Trait::Duel: return RosterModel::tr("Duel", "abbreviation of Duel");
    case Trait::Maneuver: return RosterModel::tr("Man", "abbreviation of Maneuver");
    case Trait::Battle: return RosterModel::tr("Bat", "abbreviation of Battle");
    case Trait::Siege: return RosterModel::tr("Sie", "abbreviation of Siege");
    case Trait::Rally: return RosterModel::tr("Ral", "abbreviation of Rally");
    }
    return {};
}

} // namespace

RosterModel::RosterModel(QObject *parent)
    : IdTableModel(parent)
{ }

RosterModel::RosterModel(Campaign &campaign, QObject *parent)
    : IdTableModel(parent)
{
    setCampaign(&campaign);
}

Campaign *RosterModel::campaign() const
{
    return mCampaign;
}

void RosterModel::setCampaign(Campaign *campaign)
{
    if (mCampaign == campaign)
        return;
    if (mCampaign)
        disconnect(mCampaign, nullptr, this, nullptr);
    mCampaign = campaign;
    if (mCampaign) {
        connect(mCampaign, &Campaign::leaderAdded, this, &RosterModel::onLeaderAdded);
        connect(mCampaign, &Campaign::leaderChanged, this, &RosterModel::onLeaderChanged);
        connect(mCampaign, &Campaign::leaderRemoved, this, &RosterModel::onLeaderRemoved);
        connect(mCampaign, &Campaign::sidesChanged, this, [this] {
            readSides(mCampaign);
            if (!mRows.isEmpty())
                Q_EMIT dataChanged(index(0, SideColumn), index(int(mRows.size()) - 1, StatusColumn));
        });
    }
    reload();
}

void RosterModel::reload()
{
    readSides(mCampaign);
    resetRows(mCampaign ? mCampaign->leaders() : QList<Leader>());
}

int RosterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RosterModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= mRows.size())
        return {};
    const Leader &l = mRows.at(index.row());
    const int column = index.column();
    const LeaderStatus status = l.status();

    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn: return l.name;
        case SideColumn: return mSideNames.value(l.sideId);
        case StatusColumn: return statusName(status);
        case VitalityNowColumn: return tr("%1 / %2").arg(argText(l.vitality), argText(l.rating(Trait::Vitality)));
        case RerollsColumn: return l.rerolls;
        default:
            if (isRatingColumn(column)) {
                // RULES L4: a capped rating reads "5 (3)"; the others stay numbers.
                const QString text = ratingCellText(l, traitOf(column));
                return text.contains(QLatin1Char(' ')) ? QVariant(text) : QVariant(l.rating(traitOf(column)));
            }
        }
        return {};
    case Qt::DecorationRole:
        if (column == SideColumn)
            return mSideColors.value(l.sideId);
        return {};
    case Qt::TextAlignmentRole:
        if (column == NameColumn || column == SideColumn || column == StatusColumn)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignCenter);
    case Qt::ForegroundRole:
        if (status == LeaderStatus::Dead)
            return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
        if (column == StatusColumn) {
            if (status == LeaderStatus::Disabled)
                return QColor(0xb3, 0x5c, 0x00);
            if (status == LeaderStatus::Captured)
                return QColor(0x73, 0x3f, 0xa8);
        }
        if (column == VitalityNowColumn && l.vitality < l.rating(Trait::Vitality))
            return QColor(0xa8, 0x2a, 0x22);
        return {};
    case Qt::FontRole:
        if (status == LeaderStatus::Dead) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        if (column == StatusColumn && status == LeaderStatus::Captured)
            return tr("Held by %1 (RULES L6)").arg(mSideNames.value(l.capturedBySide));
        if (column == VitalityNowColumn)
            return tr("Current vitality %1 of a Vitality rating of %2 (RULES L3)")
                .arg(argText(l.vitality), argText(l.rating(Trait::Vitality)));
        if (isRatingColumn(column)) {
            const Trait t = traitOf(column);
            const QString rated = QStringLiteral("%1 %2").arg(argText(traitName(t)), argText(l.rating(t)));
            const QString note = ratingCapNote(l, t);
            return note.isEmpty() ? rated : rated + QLatin1Char(' ') + note;
        }
        return {};
    case LeaderIdRole: return l.id;
    case SideIdRole: return l.sideId;
    case StatusRole: return int(status);
    case Qt::UserRole: // sort key
        switch (column) {
        case NameColumn: return l.name;
        case SideColumn: return mSideNames.value(l.sideId);
        case StatusColumn: return int(status);
        case VitalityNowColumn: return l.vitality;
        case RerollsColumn: return l.rerolls;
        default:
            if (isRatingColumn(column))
                return l.rating(traitOf(column));
        }
        return {};
    default: return {};
    }
}

QVariant RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn: return tr("Name");
        case SideColumn: return tr("Side");
        case StatusColumn: return tr("Status");
        case VitalityNowColumn: return tr("Vitality");
        case RerollsColumn: return tr("Rerolls");
        default:
            if (isRatingColumn(section))
                return ratingAbbreviation(traitOf(section));
        }
    } else if (role == Qt::ToolTipRole) {
        if (isRatingColumn(section))
            return tr("%1 rating").arg(traitName(traitOf(section)));
        if (section == VitalityNowColumn)
            return tr("Current vitality / Vitality rating (RULES L3)");
        if (section == RerollsColumn)
            return tr("Heroic rerolls held (RULES H2)");
    } else if (role == Qt::TextAlignmentRole) {
        if (section == NameColumn || section == SideColumn || section == StatusColumn)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignCenter);
    }
    return {};
}

void RosterModel::onLeaderAdded(qint64 id)
{
    if (const auto leader = mCampaign ? mCampaign->leader(id) : std::nullopt)
        insertById(*leader);
}

void RosterModel::onLeaderChanged(qint64 id)
{
    const int row = rowOf(id);
    const auto leader = mCampaign ? mCampaign->leader(id) : std::nullopt;
    if (row >= 0 && leader)
        replaceAt(row, *leader, 0, ColumnCount - 1);
}

void RosterModel::onLeaderRemoved(qint64 id)
{
    removeById(id);
}

} // namespace castellan
