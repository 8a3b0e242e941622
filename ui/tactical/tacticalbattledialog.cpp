#include "tacticalbattledialog.h"

#include "battledicerow.h"
#include "boardoddspanel.h"
#include "tacticalboardscene.h"

#include "widgets/refusalbanner.h"

#include "campaign/campaign.h"
#include "commands/board/campaigntactical.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>

namespace castellan {

namespace {

QString facesText(const Ruleset &rules, const QList<int> &faces)
{
    QStringList names;
    for (int f : faces)
        names << faceText(rules, f);
    return names.join(QStringLiteral(", "));
}

} // namespace

TacticalBattleDialog::TacticalBattleDialog(Campaign &campaign, const Hex &hex, qint64 attackerForceId,
                                           qint64 defenderForceId, QWidget *parent)
    : TacticalBattleDialog(campaign,
                           std::make_unique<CampaignTactical>(campaign, hex, attackerForceId, defenderForceId), parent)
{ }

TacticalBattleDialog::TacticalBattleDialog(Campaign &campaign, std::unique_ptr<CampaignTactical> tactical,
                                           QWidget *parent)
    : QDialog(parent)
    , mCampaign(&campaign)
    , mTactical(std::move(tactical))
{
    mRefusal = mTactical->refusal();
    if (mRefusal.isEmpty()) {
        mBattle = &mTactical->battle();
        mKeptSteps = mBattle->journal().size();
        setWindowTitle(tr("Battle on the Board — %1").arg(hexLabel(mTactical->hex())));
        build();
        const auto a = campaign.side(mTactical->forces(0).front().sideId);
        const auto b = campaign.side(mTactical->forces(1).front().sideId);
        mScene->setSideColors(a ? a->color : QColor(Qt::blue), b ? b->color : QColor(Qt::red));
        refresh();
    }
}

TacticalBattleDialog::TacticalBattleDialog(const TacticalScenario &scenario, quint64 seed, QWidget *parent,
                                           const Ruleset &rules)
    : QDialog(parent)
    , mOwnBattle(std::make_unique<TacticalBattle>(rules, scenario.setup))
    , mOwnDice(std::make_unique<SeededDice>(seed))
    , mOwnRoller(std::make_unique<Roller>(*mOwnDice))
    , mScenarioName(scenario.name)
    , mSeed(seed)
{
    mBattle = mOwnBattle.get();
    setWindowTitle(tr("Battle on the Board — %1").arg(scenario.name));
    build();
    refresh();
}

TacticalBattleDialog::~TacticalBattleDialog() = default;

Roller TacticalBattleDialog::roller()
{
    installRerollChoosers();
    return mTactical ? mTactical->roller() : *mOwnRoller;
}

bool TacticalBattleDialog::computerPlays(int side) const
{
    return mComputer[side] && mComputer[side]->isChecked();
}

void TacticalBattleDialog::setComputerPlays(int side, bool on)
{
    mComputer[side]->setChecked(on);
}

QString TacticalBattleDialog::unitText(const TacticalUnit &u) const
{
    QString text = tr("%1 %2 at %3: %4 of %n figure(s)", nullptr, mBattle->rules().units[u.type].figures)
                       .arg(mBattle->sideName(u.side), keyText(mBattle->rules().units[u.type].key), hexLabel(u.hex),
                            QString::number(u.figures));
    if (u.leader)
        text += tr(", led by %1").arg(u.leader->name);
    if (u.isShaken())
        text += tr(", shaken (RULES C10)");
    return text;
}

void TacticalBattleDialog::refresh()
{
    const TacticalBattle &b = *mBattle;
    if (b.phase() == TacticalPhase::Over)
        mTurn->setText(tr("%1 wins the battle").arg(b.sideName(b.winner())));
    else
        mTurn->setText(tr("Turn %1 · %2 to play").arg(QString::number(b.turn() + 1), b.sideName(b.side())));
    QStringList victory;
    for (int s = 0; s < 2; ++s)
        victory << tr("%1 %2 of %3")
                       .arg(b.sideName(s), QString::number(b.unitsEliminatedBy(s)), QString::number(b.unitsToWin(s)));
    mVictory->setText(tr("Units eliminated, of those that win: %1").arg(victory.join(QStringLiteral(" · "))));
    const Activation &a = b.activation();
    QString dice = tr("Roll the activation dice (RULES C3).");
    const bool flank = inFlankPhase();
    if (flank) {
        // Between turns: the last activation is spent, and the marches come in (RULES M3, M4).
        dice = tr("Flank marches arrive (RULES M4).");
    } else if (b.phase() != TacticalPhase::Activation) {
        dice = tr("Activation: %1").arg(facesText(b.rules(), a.faces));
        if (!a.rerolled.isEmpty())
            dice += tr("; rolled again: %1").arg(facesText(b.rules(), a.rerolled));
    }
    mDice->setText(dice);
    if (b.phase() == TacticalPhase::Activation || flank)
        mDiceRow->setFaces(b.rules(), {});
    else
        mDiceRow->setFaces(b.rules(), a.faces, a.rerolled);
    QStringList left;
    for (int t = 0; t < a.byType.size(); ++t) {
        if (a.byType[t] > 0)
            left << tr("%1 %2").arg(QString::number(a.byType[t]), keyText(b.rules().units[t].key));
    }
    if (a.anyType > 0)
        left << tr("%1 of any type").arg(a.anyType);
    QString hint;
    switch (b.phase()) {
    case TacticalPhase::Choose: hint = tr("Click a unit of %1 to activate it.").arg(b.sideName(b.side())); break;
    case TacticalPhase::Act: hint = tr("Click a green hex to move, an enemy marked in red to aim at it."); break;
    case TacticalPhase::FollowUp:
        hint = tr("Follow up (RULES C8): click a unit ringed in blue to move into the green hex the enemy left, or "
                  "End Activation.");
        break;
    case TacticalPhase::ExtraHex:
        hint = tr("Move one hex more (RULES C8): click a green hex, or Stay Here; a second attack may follow.");
        break;
    case TacticalPhase::SecondAttack:
        hint = tr("A second attack (RULES C8): click an enemy in red, or End Activation.");
        break;
    default: hint = flankHint(); break;
    }
    // Before the roll, and once the battle is over, there is nothing left to spend: only what to do.
    const bool noneToSpend = b.phase() == TacticalPhase::Activation || b.phase() == TacticalPhase::Over || flank;
    const QString activations = noneToSpend ? QString()
        : left.isEmpty()                    ? tr("No activations left.")
                                            : tr("Activations left: %1.").arg(left.join(QStringLiteral(", ")));
    mLeft->setText((activations + QLatin1Char(' ') + hint).trimmed());
    const TacticalUnit *acting = b.unit(b.acting());
    mUnit->setText(acting ? unitText(*acting) : QString());
    mUnit->setVisible(acting != nullptr); // an empty line would only push the readouts under it apart
    mScene->setTarget(mAim);
    mScene->refresh();
    mBattleOdds->follow(b);
    showOdds();
    mRoll->setEnabled(b.whyCannotRollActivation().isEmpty() && !computerPlays(b.side()));
    mAttack->setEnabled(mAim && b.whyCannotAttack(mAim).isEmpty());
    mEndActivation->setEnabled(b.acting() != 0);
    // In the extra hex, the button skips only that hex: the second attack may still come (RULES C8).
    mEndActivation->setText(b.phase() == TacticalPhase::ExtraHex ? tr("Sta&y Here") : tr("&End Activation"));
    const bool shifting = b.phase() == TacticalPhase::Shift;
    mEndTurn->setText(shifting ? tr("End the S&hift") : tr("End &Turn"));
    mEndTurn->setEnabled(b.phase() == TacticalPhase::Choose || b.phase() == TacticalPhase::Act
                         || (shifting && !computerPlays(b.shiftingSide())));
    mFinish->setEnabled(b.phase() == TacticalPhase::Over || !mCampaign);
    mUndo->setEnabled(!mKept.isEmpty() && !computerPlays(b.side()));
    mArrange->setEnabled(mTactical && b.journal().isEmpty() && b.setup().marches.isEmpty());
    mFlank->setEnabled(mTactical && b.journal().isEmpty());
    mLog->clear();
    for (const TacticalEvent &e : b.log())
        mLog->addItem(tr("%1. %2").arg(QString::number(e.turn + 1), e.text.shown()));
    mLog->scrollToBottom();
    keepUnderway();
}

void TacticalBattleDialog::showOdds()
{
    const TacticalUnit *target = mAim ? mBattle->unit(mAim) : nullptr;
    mChart->setVisible(target);
    if (!target) {
        mOdds->setText(mBattle->acting() ? tr("Aim at an enemy to see the odds of the attack first.") : QString());
        mOdds->setVisible(mBattle->acting() != 0);
        return;
    }
    mOdds->setVisible(true);
    const int terrain = mBattle->board().terrainAt(target->hex);
    const int dice = mBattle->diceAgainst(mAim, false);
    const AttackOdds odds = attackOdds(mBattle->rules(), dice, target->type, target->figures, terrain);
    QString text =
        tr("At %1: %2 (RULES C4). Eliminated %3%, dislodged %4%, %5 figure(s) lost on average.")
            .arg(hexLabel(target->hex), tr("%n die(s)", nullptr, dice), QString::number(odds.pEliminate * 100, 'f', 1),
                 QString::number(odds.pDislodge * 100, 'f', 1), QString::number(odds.expectedLosses, 'f', 2));
    const auto bars = [](QCPBars *chart, const AttackOdds &o) {
        QVector<double> keys, values;
        for (int k = 0; k < o.hits.size(); ++k) {
            keys << k;
            values << o.hits[k];
        }
        chart->setData(keys, values);
    };
    bars(mBars, odds);
    const bool mayFallBack = mBattle->mayFallBack(mAim);
    mFallbackBars->setVisible(mayFallBack);
    if (mayFallBack) {
        // RULES C9: its owner answers when the attack is made; both are shown, as odds attack --fallback gives them.
        const int halved = mBattle->diceAgainst(mAim, true);
        const AttackOdds back = attackOdds(mBattle->rules(), halved, target->type, target->figures, terrain);
        text = tr("At %1, if the cavalry stands: %2 (RULES C4), eliminated %3%, dislodged %4%, %5 figure(s) lost "
                  "on average. If it falls back (RULES C9): %6, its flags count for nothing, eliminated %7%, %8 "
                  "figure(s) lost on average.")
                   .arg(hexLabel(target->hex), tr("%n die(s)", nullptr, dice),
                        QString::number(odds.pEliminate * 100, 'f', 1), QString::number(odds.pDislodge * 100, 'f', 1),
                        QString::number(odds.expectedLosses, 'f', 2), tr("%n die(s)", nullptr, halved),
                        QString::number(back.pEliminate * 100, 'f', 1), QString::number(back.expectedLosses, 'f', 2));
        bars(mFallbackBars, back);
    }
    mOdds->setText(text);
    mChart->xAxis->setRange(-0.6, std::max(1, dice) + 0.6);
    mChart->replot();
}

void TacticalBattleDialog::showLastAttack()
{
    QStringList lines;
    for (qsizetype i = std::max<qsizetype>(0, mBattle->attacks().size() - 2); i < mBattle->attacks().size(); ++i) {
        const AttackReport &r = mBattle->attacks()[i];
        const TacticalUnit *target = mBattle->unit(r.target);
        QStringList faces;
        for (int f : r.faces)
            faces << tr("%1 — %2").arg(faceText(mBattle->rules(), f), faceEffect(mBattle->rules(), f, target->type));
        const QString rolled = faces.isEmpty() ? tr("no dice") : faces.join(QStringLiteral(", "));
        if (r.returnFire)
            lines << tr("Return fire: %1").arg(rolled);
        else
            lines << tr("Attack: %1").arg(rolled);
    }
    mLast->setText(lines.join(QLatin1Char('\n')));
    mLast->setVisible(!lines.isEmpty());
}

void TacticalBattleDialog::clickHex(const Hex &hex)
{
    TacticalBattle &b = *mBattle;
    mRefusalBanner->clear();
    if (clickFlank(hex)) {
        refresh();
        return;
    }
    if (computerPlays(b.side()) || b.phase() == TacticalPhase::Over)
        return;
    const TacticalUnit *there = b.unitAt(hex);
    switch (b.phase()) {
    case TacticalPhase::Choose:
        if (there && there->side == b.side()) {
            if (const QString why = b.whyCannotActivate(there->id); !why.isEmpty()) {
                mRefusalBanner->showRefusal(why);
            } else {
                keep();
                b.activate(there->id);
            }
        }
        break;
    case TacticalPhase::Act:
    case TacticalPhase::SecondAttack:
        if (there && b.targets().contains(there->id)) {
            if (mAim == there->id)
                attackTarget();
            else
                mAim = there->id;
        } else if (!there && b.phase() == TacticalPhase::Act) {
            if (const QString why = b.whyCannotMove(hex); !why.isEmpty()) {
                mRefusalBanner->showRefusal(why);
            } else {
                keep();
                b.move(hex);
            }
            mAim = 0;
        }
        break;
    case TacticalPhase::FollowUp:
        if (there && b.followers().contains(there->id)) {
            keep();
            b.followUp(there->id);
        }
        break;
    case TacticalPhase::ExtraHex:
        if (b.extraHexes().contains(hex)) {
            keep();
            b.extraHex(hex);
        }
        break;
    default: break;
    }
    refresh();
}

void TacticalBattleDialog::keep()
{
    mKept.append(*mBattle);
}

void TacticalBattleDialog::undo()
{
    if (mKept.isEmpty())
        return;
    *mBattle = mKept.takeLast();
    mAim = 0;
    refresh();
}

void TacticalBattleDialog::saveScenario(const QString &file)
{
    TacticalScenario scenario;
    scenario.name = windowTitle().section(QStringLiteral(" — "), 1);
    scenario.setup = mBattle->setup();
    scenario.setup.units.clear();
    for (const TacticalUnit &u : mBattle->units()) {
        if (!u.alive())
            continue;
        TacticalUnit kept = u;
        kept.id = int(scenario.setup.units.size()) + 1;
        kept.shakenUntil = -1;
        kept.activated = kept.moved = kept.fired = false;
        if (kept.leader)
            kept.leader->leaderId = 0; // a scenario's leaders are its own
        kept.forceId = 0;
        scenario.setup.units << kept;
    }
    scenario.setup.firstSide = mBattle->side();
    scenario.setup.marches.clear(); // RULES M2: only the marches still out march in the saved board
    for (const TacticalBattle::MarchOnBoard &m : mBattle->marches()) {
        if (m.progress.isMarching())
            scenario.setup.marches << m.march;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly)
        || out.write(QJsonDocument(scenarioJson(scenario, mBattle->rules())).toJson()) < 0 || !out.commit()) {
        mRefusalBanner->showRefusal(tr("Could not write %1: %2").arg(file, out.errorString()));
        return;
    }
    mRefusalBanner->clear();
    mLast->setText(tr("Saved as %1.").arg(QFileInfo(file).fileName()));
    mLast->setVisible(true);
}

void TacticalBattleDialog::rollActivation()
{
    rolled();
    mBattle->rollActivation(roller());
    refresh();
}

void TacticalBattleDialog::attackTarget()
{
    TacticalBattle &b = *mBattle;
    if (!mAim || !b.whyCannotAttack(mAim).isEmpty())
        return;
    std::optional<QList<Hex>> fallback;
    if (b.mayFallBack(mAim)) {
        // RULES C9: offered the moment the attack is announced, to the cavalry's owner.
        const TacticalUnit &t = *b.unit(mAim);
        if (!computerPlays(t.side))
            fallback = askFallback(t);
        else if (mPlayer->fallsBack(b, b.acting(), mAim))
            fallback = QList<Hex>();
    }
    rolled();
    const Roller dice = roller();
    b.attack(mAim, fallback.has_value(), dice, fallback.value_or(QList<Hex>()));
    mAim = 0;
    showLastAttack();
    refresh();
}

void TacticalBattleDialog::endActivation()
{
    TacticalBattle &b = *mBattle;
    keep();
    if (b.phase() == TacticalPhase::Act)
        b.endActivation();
    else
        b.skip();
    mAim = 0;
    refresh();
}

void TacticalBattleDialog::endTurn()
{
    keep();
    if (mBattle->phase() == TacticalPhase::Shift) {
        mBattle->endShift(); // RULES M4: the rest stand fast
        mScene->setSelected(0);
    } else {
        if (mBattle->acting())
            mBattle->endActivation();
        mBattle->endTurn();
    }
    mAim = 0;
    advanceFlank();
    refresh();
    playComputer();
}

void TacticalBattleDialog::playComputer()
{
    if (mPlaying)
        return;
    mPlaying = true;
    for (int s = 0; s < 2 && mTactical && mBattle->journal().isEmpty(); ++s) {
        if (computerPlays(s) && !std::exchange(mMarchesPlanned[s], true))
            mTactical->planComputerMarch(s); // issue 14: the computer decides on a flank march before deployment
    }
    while (true) {
        advanceFlank();
        if (inFlankPhase() || mBattle->phase() == TacticalPhase::Over || !computerPlays(mBattle->side()))
            break;
        rolled();
        mPlayer->playTurn(*mBattle, roller());
        showLastAttack();
        keepUnderway();
    }
    mPlaying = false;
    refresh();
}

void TacticalBattleDialog::finish()
{
    if (!mCampaign) {
        if (mBattle->phase() == TacticalPhase::Over)
            dropUnderway();
        else if (!leave())
            return;
        accept();
        return;
    }
    if (mBattle->phase() != TacticalPhase::Over)
        return;
    const Outcome o = mTactical->finish();
    if (!mRefusalBanner->landed(o))
        return;
    mLanded = true;
    mSummary = o.summary;
    accept();
}

void TacticalBattleDialog::reject()
{
    if (mLanded || !mBattle || leave())
        QDialog::reject();
}

} // namespace castellan
