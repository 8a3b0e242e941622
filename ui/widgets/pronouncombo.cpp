#include "pronouncombo.h"

#include <QComboBox>

namespace castellan {

QComboBox *newPronounCombo(QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    for (Pronoun p : {Pronoun::He, Pronoun::She, Pronoun::They})
        combo->addItem(pronounName(p), pronounKey(p));
    return combo;
}

Pronoun pronounShown(const QComboBox *combo)
{
    return pronounFromKey(combo->currentData().toString()).value_or(Pronoun::He);
}

void showPronoun(QComboBox *combo, Pronoun pronoun)
{
    combo->setCurrentIndex(combo->findData(pronounKey(pronoun)));
}

} // namespace castellan
