// libFuzzer target: the battle report, the JSON Castellan reads back from a campaign file, where a hand edit or
// damage can put anything (issue 10). Whatever arrives, it is parsed and shown as HTML without a crash.

#include "battle/battlereport.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QJsonObject report = QJsonDocument::fromJson(bytes).object();
    (void)castellan::battleReportHtml(report);
    return 0;
}
