#include "jsonfields.h"

#include "model/limits.h"
#include "model/names.h"

#include <QCoreApplication>

#include <cmath>

namespace castellan {

namespace {

struct JsonFieldsText
{
    Q_DECLARE_TR_FUNCTIONS(JsonFields)
};

} // namespace

JsonFields::JsonFields(const QJsonValue &value, QString path, QString kind)
    : mPath(std::move(path))
    , mKind(std::move(kind))
{
    if (!value.isObject())
        throw FieldFault{mPath, JsonFieldsText::tr("must be an object")};
    mObject = value.toObject();
}

QJsonValue JsonFields::take(const QString &key)
{
    if (!mObject.contains(key))
        throw FieldFault{at(key), JsonFieldsText::tr("is missing")};
    return mObject.take(key);
}

int JsonFields::integer(const QString &key, int min, int max)
{
    return checkedInt(take(key), at(key), min, max);
}

bool JsonFields::flag(const QString &key)
{
    const QJsonValue v = take(key);
    if (!v.isBool())
        throw FieldFault{at(key), JsonFieldsText::tr("must be true or false")};
    return v.toBool();
}

QString JsonFields::text(const QString &key)
{
    const QJsonValue v = take(key);
    const NameProblem problem = v.isString() ? nameProblem(v.toString().trimmed()) : NameProblem::Empty;
    if (problem == NameProblem::Empty)
        throw FieldFault{at(key), JsonFieldsText::tr("must be a text")};
    if (problem == NameProblem::TooLong)
        throw FieldFault{at(key), JsonFieldsText::tr("has more than %1 characters").arg(MaxNameLength)};
    if (problem == NameProblem::BadCharacters)
        throw FieldFault{at(key), badCharactersInName()};
    return v.toString();
}

QJsonArray JsonFields::array(const QString &key)
{
    const QJsonValue v = take(key);
    if (!v.isArray())
        throw FieldFault{at(key), JsonFieldsText::tr("must be a list")};
    return v.toArray();
}

void JsonFields::finish() const
{
    if (!mObject.isEmpty())
        throw FieldFault{at(mObject.keys().first()), JsonFieldsText::tr("is not a field of %1").arg(mKind)};
}

int JsonFields::checkedInt(const QJsonValue &v, const QString &path, int min, int max)
{
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d) || d < min || d > max)
        throw FieldFault{path, JsonFieldsText::tr("must be a whole number from %1 to %2").arg(min).arg(max)};
    return int(d);
}

} // namespace castellan
