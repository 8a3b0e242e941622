#include "characterlimit.h"

#include "model/names.h"

#include <QLineEdit>
#include <QValidator>

namespace castellan {

namespace {

class CharacterLimit : public QValidator
{
public:
    CharacterLimit(qsizetype maxCharacters, QObject *parent)
        : QValidator(parent)
        , mMax(maxCharacters)
    { }

    State validate(QString &input, int &) const override
    {
        return input.size() <= mMax || characterCount(input) <= mMax ? Acceptable : Invalid;
    }

private:
    qsizetype mMax;
};

} // namespace

void limitCharacters(QLineEdit *edit, qsizetype maxCharacters)
{
    edit->setValidator(new CharacterLimit(maxCharacters, edit));
}

} // namespace castellan
