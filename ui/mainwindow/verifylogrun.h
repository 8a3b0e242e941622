#pragma once

#include "dice/logverifier.h"

#include <optional>

class QWidget;

namespace castellan {

class Campaign;

/**
 * RULES D2, Verify Log: re-derives every roll of the campaign from its seed, with a progress dialog the user
 * can stop (a long log takes seconds). A file that cannot be read comes back as a failed verification.
 */
LogVerification verifyWithProgress(const Campaign &campaign, QWidget *parent, std::optional<quint64> seed = {});

/** What the user is told of a verification. */
QString verificationText(const LogVerification &v);

} // namespace castellan
