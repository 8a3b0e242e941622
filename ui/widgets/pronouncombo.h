#pragma once

#include "rules/leaderrules.h"

class QComboBox;
class QWidget;

namespace castellan {

/** A combo of he, she and they, in the app's language, each item holding its key (issue 30). */
QComboBox *newPronounCombo(QWidget *parent);
/** The pronoun a combo of newPronounCombo() shows. */
Pronoun pronounShown(const QComboBox *combo);
void showPronoun(QComboBox *combo, Pronoun pronoun);

} // namespace castellan
