#pragma once

class QComboBox;
class QVBoxLayout;
class QWidget;

// A standing order's question and its answers (RULES T4), as Standing Orders and a battle's answer ask them.
namespace castellan {

struct StandingOrderSpec;

/**
 * Adds the question above a box of its answers, RULES's default first and marked, to `questions`; the box (named
 * "standing_KEY", each answer's data its value). With `headings`, a group's heading above its first question.
 */
QComboBox *addStandingQuestion(QVBoxLayout *questions, QWidget *parent, const StandingOrderSpec &spec, bool headings);

} // namespace castellan
