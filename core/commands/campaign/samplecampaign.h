#pragma once

#include <QString>

#include <memory>

namespace castellan {

class Campaign;

/**
 * The campaign a first run opens: three sides and a dozen named leaders, made with the campaign's own seeded
 * dice and actions, so every sheet, history line and logged roll in it is real and verifies.
 */
std::unique_ptr<Campaign> createSampleCampaign(const QString &path);

} // namespace castellan
