#include "limittext.h"

#include "model/limits.h"
#include "model/names.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct LimitWordsText
{
    Q_DECLARE_TR_FUNCTIONS(Limits)
};

} // namespace

QString placeTooLong()
{
    return LimitWordsText::tr("A place has at most %1 characters.").arg(MaxPlaceLength);
}

QString whyPlaceTooLong(const QString &place)
{
    switch (placeProblem(place.trimmed())) {
    case NameProblem::None:
    case NameProblem::Empty: return {};
    case NameProblem::TooLong: return placeTooLong();
    case NameProblem::BadCharacters: return badCharactersInName();
    }
    return {};
}

} // namespace castellan
