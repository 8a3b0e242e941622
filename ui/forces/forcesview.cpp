#include "forcesview.h"

#include "commands/campaign/noteactions.h"
#include "widgets/notesdialog.h"

#include "forcedialog.h"
#include "forcesmodel.h"
#include "mergeforcesdialog.h"
#include "splitforcedialog.h"

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "i18n/argtext.h"
#include "widgets/listtable.h"
#include "widgets/sidechip.h"

#include <QAction>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeySequence>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace castellan {

namespace {

/** The tip an action shows, with its shortcut as the user would type it. */
QString withShortcut(const QString &tip, const QAction *action)
{
    const QKeySequence keys = action->shortcut();
    if (keys.isEmpty())
        return tip;
    return ForcesView::tr("%1 (%2)").arg(tip, keys.toString(QKeySequence::NativeText));
}

} // namespace

ForcesView::ForcesView(Campaign &campaign, QWidget *parent)
    : QWidget(parent)
    , mCampaign(campaign)
    , mModel(new ForcesModel(campaign, this))
    , mProxy(new QSortFilterProxyModel(this))
    , mToolBar(new QToolBar(tr("Force actions"), this))
    , mSideCombo(new QComboBox(this))
    , mTable(new QTableView(this))
    , mCountLabel(new QLabel(this))
    , mNewForce(makeAction(QStringLiteral("actionNewForce"), tr("&New Force…"), tr("New Force"),
                           QKeySequence(tr("Ctrl+Shift+F"))))
    , mEditForce(makeAction(QStringLiteral("actionEditForce"), tr("&Edit Force…"), tr("Edit"),
                            QKeySequence(tr("Ctrl+Shift+E"))))
    , mSplitForce(makeAction(QStringLiteral("actionSplitForce"), tr("&Split Force…"), tr("Split"),
                             QKeySequence(tr("Ctrl+Shift+X"))))
    , mMergeForces(makeAction(QStringLiteral("actionMergeForces"), tr("&Merge Forces…"), tr("Merge"),
                              QKeySequence(tr("Ctrl+Shift+M"))))
    , mDisbandForce(makeAction(QStringLiteral("actionDisbandForce"), tr("&Disband Force"), tr("Disband"),
                               QKeySequence(tr("Ctrl+Shift+Del"))))
    , mForceNotes(
          makeAction(QStringLiteral("actionForceNotes"), tr("N&otes…"), tr("Notes"), QKeySequence(tr("Ctrl+Shift+J"))))
{
    mProxy->setObjectName(QStringLiteral("forcesProxy"));
    mProxy->setSourceModel(mModel);
    mProxy->setSortRole(ForcesModel::SortRole);
    mProxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    mProxy->setSortLocaleAware(true);
    mProxy->setFilterRole(ForcesModel::SideIdRole);
    mProxy->setFilterKeyColumn(ForcesModel::SideColumn);

    connect(mNewForce, &QAction::triggered, this, &ForcesView::newForce);
    connect(mEditForce, &QAction::triggered, this, &ForcesView::editForce);
    connect(mSplitForce, &QAction::triggered, this, &ForcesView::splitForce);
    connect(mMergeForces, &QAction::triggered, this, &ForcesView::mergeForces);
    connect(mDisbandForce, &QAction::triggered, this, &ForcesView::disbandForce);
    connect(mForceNotes, &QAction::triggered, this, &ForcesView::editNotes);
    const QList<QAction *> all{mNewForce, mEditForce, mSplitForce, mMergeForces, mDisbandForce, mForceNotes};
    addActions(all); // QWidget::actions(): for the main window's menu; shortcuts live while the view is shown

    mToolBar->setObjectName(QStringLiteral("forcesToolBar"));
    mToolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    mToolBar->setIconSize(QSize(16, 16));
    mToolBar->addAction(mNewForce);
    mToolBar->addSeparator();
    for (QAction *a : {mEditForce, mSplitForce, mMergeForces, mDisbandForce, mForceNotes})
        mToolBar->addAction(a);

    mSideCombo->setObjectName(QStringLiteral("forcesSideFilter"));
    mSideCombo->setToolTip(tr("Show only the forces of one side"));
    mSideCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    mTable->setObjectName(QStringLiteral("forcesTable"));
    setUpListTable(mTable, mProxy, ForcesModel::NameColumn);
    mTable->setContextMenuPolicy(Qt::ActionsContextMenu);
    mTable->setDragEnabled(true); // onto the map: a force is set down (Edit Map) or moves (Play) where it is dropped
    mTable->setDragDropMode(QAbstractItemView::DragOnly);
    mTable->addActions(all);
    QHeaderView *header = mTable->horizontalHeader();
    header->setStretchLastSection(true);
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    header->resizeSection(ForcesModel::NameColumn, em * 14);
    header->resizeSection(ForcesModel::SideColumn, em * 6);
    header->resizeSection(ForcesModel::LocationColumn, em * 9);
    for (int c :
         {ForcesModel::GoodColumn, ForcesModel::FlaggedColumn, ForcesModel::BrokenColumn, ForcesModel::LostColumn})
        header->resizeSection(c,
                              fontMetrics().horizontalAdvance(mModel->headerData(c, Qt::Horizontal).toString()) + 22);
    header->resizeSection(ForcesModel::CommanderColumn, em * 15);

    mCountLabel->setObjectName(QStringLiteral("forcesCount"));
    mCountLabel->setForegroundRole(QPalette::PlaceholderText);

    auto *top = new QHBoxLayout;
    top->setSpacing(6);
    top->addWidget(mToolBar, 1);
    auto *sideLabel = new QLabel(tr("Si&de:"), this);
    sideLabel->setBuddy(mSideCombo);
    top->addWidget(sideLabel);
    top->addWidget(mSideCombo);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 2);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(mTable, 1);
    layout->addWidget(mCountLabel);

    connect(mSideCombo, &QComboBox::currentIndexChanged, this, [this] {
        const qint64 side = mSideCombo->currentData().toLongLong();
        mProxy->setFilterRegularExpression(side ? QRegularExpression(QStringLiteral("^%1$").arg(side))
                                                : QRegularExpression());
        updateCount();
        emitCurrentIfChanged();
    });
    connect(mTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ForcesView::emitCurrentIfChanged);
    connect(mTable, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT forceActivated(index.data(ForcesModel::ForceIdRole).toLongLong());
    });
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(mProxy, signal, this, [this] {
            updateCount();
            emitCurrentIfChanged();
        });
    }
    connect(mProxy, &QAbstractItemModel::modelReset, this, [this] {
        updateCount();
        emitCurrentIfChanged();
    });
    connect(mProxy, &QAbstractItemModel::layoutChanged, this, &ForcesView::updateCount);
    connect(mProxy, &QAbstractItemModel::dataChanged, this, [this] {
        updateCount();
        updateActions();
    });
    connect(&mCampaign, &Campaign::sidesChanged, this, &ForcesView::fillSides);

    setFocusProxy(mTable);
    fillSides();
    updateCount();
    updateActions();
}

QAction *ForcesView::makeAction(const QString &objectName, const QString &text, const QString &iconText,
                                const QKeySequence &shortcut)
{
    auto *action = new QAction(text, this);
    action->setObjectName(objectName);
    action->setIconText(iconText);
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WindowShortcut);
    return action;
}

void ForcesView::fillSides()
{
    const qint64 current = mSideCombo->currentData().toLongLong();
    {
        const QSignalBlocker block(mSideCombo);
        mSideCombo->clear();
        mSideCombo->addItem(tr("All sides"), qint64(0));
        const int chip = fontMetrics().height() - 4;
        for (const Side &s : mCampaign.sides())
            mSideCombo->addItem(sideChip(s.color, chip), s.name, s.id);
    }
    const int index = mSideCombo->findData(current);
    mSideCombo->setCurrentIndex(-1); // always re-applies the filter below
    mSideCombo->setCurrentIndex(index < 0 ? 0 : index);
    updateActions();
}

void ForcesView::setSideFilter(qint64 sideId)
{
    const int index = mSideCombo->findData(sideId);
    mSideCombo->setCurrentIndex(index < 0 ? 0 : index);
}

qint64 ForcesView::currentForceId() const
{
    const QModelIndex current = mTable->selectionModel()->currentIndex();
    return current.isValid() ? current.data(ForcesModel::ForceIdRole).toLongLong() : 0;
}

void ForcesView::selectForce(qint64 forceId)
{
    const QModelIndex source = mModel->indexOf(forceId);
    if (!source.isValid()) {
        mTable->selectionModel()->clearCurrentIndex();
        mTable->clearSelection();
        emitCurrentIfChanged();
        return;
    }
    if (!mProxy->mapFromSource(source).isValid())
        mSideCombo->setCurrentIndex(0);
    const QModelIndex index = mProxy->mapFromSource(source);
    mTable->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    mTable->scrollTo(index);
    emitCurrentIfChanged();
}

void ForcesView::emitCurrentIfChanged()
{
    const qint64 id = currentForceId();
    updateActions();
    if (id == mLastEmitted)
        return;
    mLastEmitted = id;
    Q_EMIT currentForceChanged(id);
}

void ForcesView::updateActions()
{
    const auto force = mCampaign.force(currentForceId());
    const QString select = tr("Select a force in the table first.");

    const bool anySide = !mCampaign.sides().isEmpty();
    mNewForce->setEnabled(anySide);
    mNewForce->setToolTip(anySide ? withShortcut(tr("Raise a new force: its side, place, units and leaders"), mNewForce)
                                  : tr("The campaign has no sides yet: a force needs one."));

    mEditForce->setEnabled(force.has_value());
    mEditForce->setToolTip(
        force ? withShortcut(tr("Edit %1: name, place, units, leaders and commander").arg(force->name), mEditForce)
              : select);

    const bool splittable = force && (force->units.total() > 0 || !mCampaign.leadersOf(force->id).isEmpty());
    mSplitForce->setEnabled(splittable);
    if (!force)
        mSplitForce->setToolTip(select);
    else if (!splittable)
        mSplitForce->setToolTip(tr("%1 has no units and no leaders to split off.").arg(force->name));
    else
        mSplitForce->setToolTip(
            withShortcut(tr("Split a new force off %1, in the same place").arg(force->name), mSplitForce));

    mMergeForces->setEnabled(force.has_value());
    mMergeForces->setToolTip(
        force ? withShortcut(tr("Merge another force of %1 at %2 into %3")
                                 .arg(mCampaign.sideName(force->sideId), force->location.shown(), force->name),
                             mMergeForces)
              : select);

    mDisbandForce->setEnabled(force.has_value());
    mDisbandForce->setToolTip(
        force ? withShortcut(tr("Disband %1; its leaders stay, with no force").arg(force->name), mDisbandForce)
              : select);
    mForceNotes->setEnabled(force.has_value() && !mCampaign.isReadOnly());
    mForceNotes->setToolTip(
        !force ? select
            : mCampaign.isReadOnly()
            ? mCampaign.whyReadOnly()
            : withShortcut(tr("The notes of %1, and whether they are for the game master only").arg(force->name),
                           mForceNotes));
    // A player or an observer of a shared campaign may change none of it: told at once, not at the dialog's end.
    if (mCampaign.isReadOnly()) {
        for (QAction *a : {mNewForce, mEditForce, mSplitForce, mMergeForces, mDisbandForce}) {
            a->setEnabled(false);
            a->setToolTip(mCampaign.whyReadOnly());
        }
    }
    for (QAction *a : {mNewForce, mEditForce, mSplitForce, mMergeForces, mDisbandForce, mForceNotes})
        a->setStatusTip(a->toolTip());
}

void ForcesView::updateCount()
{
    const int shown = mProxy->rowCount();
    const int total = mModel->rowCount();
    Units sum;
    for (int row = 0; row < shown; ++row) {
        const int source = mProxy->mapToSource(mProxy->index(row, 0)).row();
        const Units &u = mModel->forceAt(source).units;
        sum = {sum.good + u.good, sum.flagged + u.flagged, sum.broken + u.broken};
    }
    QString text = shown == total ? tr("Forces: %1").arg(total)
                                  : tr("Showing %1 of %2 forces").arg(argText(shown), argText(total));
    if (shown > 0)
        text = tr("%1 · %2").arg(text, unitsText(sum));
    mCountLabel->setText(text);
}

void ForcesView::openDialog(QDialog *dialog, const std::function<void()> &done)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, done);
    dialog->open();
}

void ForcesView::newForce()
{
    if (!mNewForce->isEnabled())
        return;
    auto *dialog = new ForceDialog(mCampaign, this);
    if (const qint64 side = mSideCombo->currentData().toLongLong())
        dialog->setSide(side);
    openDialog(dialog, [this, dialog] {
        selectForce(dialog->forceId());
        Q_EMIT statusMessage(dialog->summary());
    });
}

void ForcesView::editForce()
{
    const qint64 id = currentForceId();
    if (!id)
        return;
    auto *dialog = new ForceDialog(mCampaign, id, this);
    openDialog(dialog, [this, dialog] {
        if (!dialog->summary().isEmpty())
            Q_EMIT statusMessage(dialog->summary());
    });
}

void ForcesView::editNotes()
{
    const auto force = mCampaign.force(currentForceId());
    if (!force)
        return;
    auto *dialog = new NotesDialog(tr("Notes of %1").arg(force->name), force->notes, force->notesGmOnly, this);
    openDialog(dialog, [this, dialog, id = force->id] {
        if (dialog->result() != QDialog::Accepted)
            return;
        const Outcome o = editNote(mCampaign, NoteSubject::Force, id, dialog->notes(), dialog->gmOnly());
        Q_EMIT statusMessage(o.ok ? o.summary : o.refusal);
    });
}

void ForcesView::splitForce()
{
    const qint64 id = currentForceId();
    if (!id || !mSplitForce->isEnabled())
        return;
    auto *dialog = new SplitForceDialog(mCampaign, id, this);
    openDialog(dialog, [this, dialog] {
        selectForce(dialog->newForceId());
        Q_EMIT statusMessage(dialog->summary());
    });
}

void ForcesView::mergeForces()
{
    const qint64 id = currentForceId();
    if (!id)
        return;
    auto *dialog = new MergeForcesDialog(mCampaign, id, this);
    openDialog(dialog, [this, dialog] {
        selectForce(dialog->intoId());
        Q_EMIT statusMessage(dialog->summary());
    });
}

void ForcesView::disbandForce()
{
    const auto force = mCampaign.force(currentForceId());
    if (!force)
        return;
    QStringList names;
    for (const Leader &l : mCampaign.leadersOf(force->id))
        names << l.name;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Disband Force"), tr("Disband %1?").arg(force->name),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("disbandConfirmation"));
    box->setInformativeText(
        tr("Its units go: %1. %2\n\nUndo brings the force back.")
            .arg(unitsText(force->units),
                 names.isEmpty()
                     ? tr("No leader is with it.")
                     : tr("Its leaders stay, with no force: %1.").arg(names.join(tr(", ", "between leader names")))));
    QPushButton *disband = box->addButton(tr("Disband"), QMessageBox::DestructiveRole);
    disband->setObjectName(QStringLiteral("disbandButton"));
    box->setDefaultButton(QMessageBox::Cancel);
    // QMessageBox sizes itself to its first line; give the explanation room so it does not wrap into a column.
    if (auto *grid = qobject_cast<QGridLayout *>(box->layout()))
        grid->addItem(
            new QSpacerItem(fontMetrics().averageCharWidth() * 70, 0, QSizePolicy::Minimum, QSizePolicy::Fixed),
            grid->rowCount(), 0, 1, grid->columnCount());
    box->setAttribute(Qt::WA_DeleteOnClose);
    const qint64 id = force->id;
    connect(box, &QMessageBox::buttonClicked, this, [this, box, disband, id](QAbstractButton *clicked) {
        if (clicked != disband)
            return;
        const auto o = castellan::disbandForce(mCampaign, id);
        if (o.ok)
            Q_EMIT statusMessage(o.summary);
        else
            QMessageBox::warning(box, tr("Disband Force"), o.refusal);
    });
    box->open();
}

} // namespace castellan
