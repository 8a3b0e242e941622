#pragma once

#include <QLabel>

namespace castellan {

/** "Read RULES F3": a link under a refusal or a tip that opens the rules at the section it names. */
class RulesLink : public QLabel
{
    Q_OBJECT

public:
    explicit RulesLink(QWidget *parent = nullptr);

    /** Links to the first section `text` names, and hides when it names none. */
    void setSource(const QString &text);
    QString section() const { return mSection; }

private:
    QString mSection;
};

} // namespace castellan
