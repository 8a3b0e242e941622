#pragma once

#include <QString>

// The refusals the actions share when a text passes its limit (model/limits.h).
namespace castellan {

/** A location or a place name is longer than MaxPlaceLength. */
QString placeTooLong();
/** placeTooLong() when the place (a location, an escape's destination) is too long; empty when it will do. */
QString whyPlaceTooLong(const QString &place);

} // namespace castellan
