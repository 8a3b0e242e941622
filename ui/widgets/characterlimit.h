#pragma once

#include <QtGlobal>

class QLineEdit;

namespace castellan {

/**
 * Lets a field hold at most `maxCharacters` characters as the user sees them (model/names.h), the limit the
 * rules count by: QLineEdit's own limit counts UTF-16 units, and would stop an emoji name at half its length.
 */
void limitCharacters(QLineEdit *edit, qsizetype maxCharacters);

} // namespace castellan
