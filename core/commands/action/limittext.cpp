#include "limittext.h"

#include "model/limits.h"

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
    return place.trimmed().size() > MaxPlaceLength ? placeTooLong() : QString();
}

} // namespace castellan
