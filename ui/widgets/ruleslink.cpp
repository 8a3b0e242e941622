#include "ruleslink.h"

#include "rulesbrowser.h"

namespace castellan {

RulesLink::RulesLink(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("rulesLink"));
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(this, &QLabel::linkActivated, this, [this] { RulesBrowser::openAt(this, mSection); });
    hide();
}

void RulesLink::setSource(const QString &text)
{
    mSection = RulesBrowser::sectionNamedIn(text);
    setText(mSection.isEmpty() ? QString()
                               : QStringLiteral("<a href=\"rules:%1\">%2</a>")
                                     .arg(mSection, tr("Read RULES %1").arg(mSection).toHtmlEscaped()));
    setVisible(!mSection.isEmpty());
}

} // namespace castellan
