#pragma once

#include "model/actionrecord.h"

// The rows of one action, written into a campaign's store in the order the tables' keys need.
namespace castellan {

class CampaignStore;

/**
 * Writes the action's rows as they stand after it (`forward`) or before it (undone): sides and forces before the
 * leaders who belong to them, leaders out of forces before a force goes, a side last when it goes. The first time
 * appends its battles, history and roll attachments; afterwards they are marked undone or done again. Inside the
 * caller's transaction; throws StorageError.
 */
void writeRecordRows(CampaignStore &store, ActionRecord &record, bool forward, bool firstTime);

} // namespace castellan
