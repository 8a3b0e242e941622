#include "scenarioflankdialog.h"

#include "model/limits.h"
#include "odds/flankoddschart.h"
#include "tacticalsetupdialog.h"
#include "widgets/characterlimit.h"
#include "widgets/pronouncombo.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

ScenarioFlankDialog::ScenarioFlankDialog(const BoardSetup &setup, Change change, QWidget *parent)
    : QDialog(parent)
    , mSetup(setup)
    , mChange(std::move(change))
    , mSide(new QComboBox(this))
    , mGeneral(new QLineEdit(this))
    , mHeroics(new QSpinBox(this))
    , mPronoun(newPronounCombo(this))
    , mLevel(new QComboBox(this))
    , mParts(
          this, QStringLiteral("scenarioFlank"),
          tr("A side may send commands on a flank march before deployment (RULES M2): a general with some units, by "
             "the left or the right edge; at most half the side's units in all. Their units stay off the board until "
             "the march arrives (M3, M4)."),
          tr("&Call Off the Side's Marches"))
{
    setObjectName(QStringLiteral("ScenarioFlankDialog"));
    setWindowTitle(
        tr("Flank Marches · %1").arg(setup.setup().sideNames[0] + QStringLiteral(" – ") + setup.setup().sideNames[1]));
    for (int s = 0; s < 2; ++s)
        mSide->addItem(setup.setup().sideNames[s], s);
    mSide->setObjectName(QStringLiteral("scenarioFlankSide"));
    mGeneral->setObjectName(QStringLiteral("scenarioFlankGeneralName"));
    limitCharacters(mGeneral, MaxNameLength);
    mGeneral->setPlaceholderText(tr("The general's name"));
    mHeroics->setObjectName(QStringLiteral("scenarioFlankHeroics"));
    mHeroics->setRange(0, 6);
    mHeroics->setValue(3);
    mHeroics->setPrefix(tr("Heroics "));
    mPronoun->setObjectName(QStringLiteral("scenarioFlankPronoun"));
    mPronoun->setToolTip(tr("How the battle's texts speak of the general"));
    mLevel->setObjectName(QStringLiteral("scenarioFlankLevel"));
    for (int l = int(GeneralLevel::Poor); l < GeneralLevelCount; ++l)
        mLevel->addItem(levelName(GeneralLevel(l)), l);
    mLevel->setCurrentIndex(1);
    QFormLayout *form = mParts.form;
    form->addRow(tr("S&ide:"), mSide);
    auto *general = new QHBoxLayout;
    general->addWidget(mGeneral, 1);
    general->addWidget(mHeroics);
    general->addWidget(mPronoun);
    auto *generalLabel = new QLabel(tr("&General:"), this);
    generalLabel->setBuddy(mGeneral);
    form->addRow(generalLabel, general);
    form->addRow(tr("&Level:"), mLevel);
    form->addRow(tr("&Edge:"), mParts.edge);
    auto *types = new QHBoxLayout;
    for (const UnitType &t : setup.rules().units) {
        auto *spin = new QSpinBox(this);
        spin->setObjectName(QStringLiteral("scenarioFlank_%1").arg(t.key));
        spin->setRange(0, MaxBoardColumns * MaxBoardRows);
        spin->setSuffix(QLatin1Char(' ') + keyText(t.key));
        types->addWidget(spin);
        mTypes << spin;
    }
    auto *unitsLabel = new QLabel(tr("&Units:"), this);
    unitsLabel->setBuddy(mTypes.value(0));
    form->addRow(unitsLabel, types);
    connect(mLevel, &QComboBox::currentIndexChanged, this, &ScenarioFlankDialog::showLevel);
    connect(mParts.send, &QPushButton::clicked, this, &ScenarioFlankDialog::send);
    connect(mParts.recall, &QPushButton::clicked, this, &ScenarioFlankDialog::callOff);
    showLevel();
    fillSent();
    resize(560, 600);
}

QString ScenarioFlankDialog::refusal() const
{
    return mParts.why->isVisible() ? mParts.why->text() : QString();
}

void ScenarioFlankDialog::showLevel()
{
    mParts.chart->setMarch(mSetup.rules().flank, GeneralLevel(mLevel->currentData().toInt()));
}

void ScenarioFlankDialog::send()
{
    QList<int> types;
    for (int t = 0; t < mTypes.size(); ++t) {
        for (int k = 0; k < mTypes[t]->value(); ++k)
            types << t;
    }
    const int side = mSide->currentData().toInt();
    const FlankEdge edge = mParts.chosenEdge();
    const GeneralLevel level = GeneralLevel(mLevel->currentData().toInt());
    BoardLeader general{0, mGeneral->text(), mHeroics->value()};
    general.pronoun = pronounShown(mPronoun);
    const QString why = mChange([=](BoardSetup &b) { return b.addMarch(side, edge, level, general, types); });
    mParts.showWhy(why);
    if (why.isEmpty()) {
        for (QSpinBox *spin : std::as_const(mTypes))
            spin->setValue(0);
    }
    fillSent();
}

void ScenarioFlankDialog::callOff()
{
    const int side = mSide->currentData().toInt();
    mChange([side](BoardSetup &b) { return b.clearMarches(side); });
    mParts.showWhy(QString());
    fillSent();
}

void ScenarioFlankDialog::fillSent()
{
    QStringList lines;
    for (const TacticalMarch &m : mSetup.setup().marches) {
        QStringList units;
        for (const TacticalUnit &u : m.units)
            units << keyText(mSetup.rules().units[u.type].key);
        lines << tr("%1 (%2, %3): %4 by the %5 edge")
                     .arg(m.general.name, mSetup.setup().sideNames[m.side], levelName(m.level).toLower(),
                          units.join(QStringLiteral(", ")), edgeName(m.edge));
    }
    mParts.listSent(lines, {});
}

void TacticalSetupDialog::planFlankMarches()
{
    ScenarioFlankDialog dialog(
        mSetup,
        [this](const std::function<QString(BoardSetup &)> &edit) {
            BoardSetup before = mSetup;
            const QString why = edit(mSetup);
            if (!why.isEmpty()) {
                mSetup = before;
                return why;
            }
            mUndo.append(before); // Ctrl+Z in the setup dialog undoes it
            refresh();
            return QString();
        },
        this);
    dialog.exec();
}

} // namespace castellan
