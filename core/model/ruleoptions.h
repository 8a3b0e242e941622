#pragma once

#include <QString>

namespace castellan {

/** The campaign's rule options (RULES: "Option"), stored with the campaign. Defaults are the first reading. */
struct RuleOptions
{
    /** RULES L1 option: creation dice go to the traits in order instead of being assigned by the player. */
    bool assignInOrder = false;
    /** RULES L5 option: a recovered leader returns to full Vitality instead of 1. */
    bool recoveryRestoresFull = false;

    bool operator==(const RuleOptions &) const = default;

    static QString assignInOrderKey() { return QStringLiteral("option.assign_in_order"); }
    static QString recoveryFullKey() { return QStringLiteral("option.recovery_full"); }
};

} // namespace castellan
