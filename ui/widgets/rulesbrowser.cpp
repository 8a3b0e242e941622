#include "rulesbrowser.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QVBoxLayout>

// The resources are in a static library: nothing else would pull them into every program that shows them.
static void initResources()
{
    Q_INIT_RESOURCE(castellan);
}

namespace castellan {

namespace {

const QString BrowserGeometryKey = QStringLiteral("RulesBrowser/geometry");
constexpr int SectionLevel = 3;

/** A section heading of the reference: "F6a. Where a retreat goes". */
const QRegularExpression &sectionHeading()
{
    static const QRegularExpression heading(QStringLiteral("^([A-Z][0-9]+[a-z]?)\\.\\s"));
    return heading;
}

QString sectionOf(const QTextBlock &block)
{
    if (block.blockFormat().headingLevel() != SectionLevel)
        return {};
    return sectionHeading().match(block.text()).captured(1);
}

QTextBlock headingOf(const QTextDocument *document, const QString &section)
{
    for (QTextBlock b = document->begin(); b.isValid(); b = b.next()) {
        if (sectionOf(b) == section)
            return b;
    }
    return {};
}

QPointer<RulesBrowser> &theBrowser()
{
    static QPointer<RulesBrowser> browser;
    return browser;
}

} // namespace

RulesBrowser::RulesBrowser(QWidget *parent)
    : QDialog(parent)
    , mBrowser(new QTextBrowser(this))
    , mSearch(new QLineEdit(this))
    , mFound(new QLabel(this))
    , mSections(new QListWidget(this))
{
    setObjectName(QStringLiteral("rulesBrowser"));
    setWindowTitle(tr("Castellan Rules"));
    setModal(false);

    initResources();
    QFile file(QStringLiteral(":/rules/rules.md"));
    const QString markdown = file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll())
                                                            : tr("The rules reference is missing from this build.");
    mBrowser->setObjectName(QStringLiteral("rulesText"));
    mBrowser->setOpenExternalLinks(true);
    mBrowser->document()->setMarkdown(markdown);
    mBrowser->document()->setDocumentMargin(14);

    mSections->setObjectName(QStringLiteral("rulesSections"));
    for (QTextBlock b = mBrowser->document()->begin(); b.isValid(); b = b.next()) {
        const int level = b.blockFormat().headingLevel();
        if (level == 2) {
            auto *group = new QListWidgetItem(b.text(), mSections);
            QFont bold = group->font();
            bold.setBold(true);
            group->setFont(bold);
            group->setFlags(Qt::ItemIsEnabled);
        } else if (const QString id = sectionOf(b); !id.isEmpty()) {
            auto *item = new QListWidgetItem(QStringLiteral("   ") + b.text(), mSections);
            item->setData(Qt::UserRole, id);
        }
    }
    connect(mSections, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        if (const QString id = item->data(Qt::UserRole).toString(); !id.isEmpty())
            showSection(id);
    });

    mSearch->setObjectName(QStringLiteral("rulesSearch"));
    mSearch->setPlaceholderText(tr("Search the rules"));
    mSearch->setClearButtonEnabled(true);
    auto *next = new QPushButton(tr("&Next"), this);
    next->setObjectName(QStringLiteral("findNextButton"));
    auto *previous = new QPushButton(tr("&Previous"), this);
    previous->setObjectName(QStringLiteral("findPreviousButton"));
    for (QPushButton *b : {next, previous})
        b->setAutoDefault(false);
    mFound->setObjectName(QStringLiteral("findStatus"));
    mFound->setForegroundRole(QPalette::PlaceholderText);
    connect(mSearch, &QLineEdit::returnPressed, this, [this] { find(mSearch->text()); });
    connect(mSearch, &QLineEdit::textEdited, this, [this](const QString &text) {
        mBrowser->moveCursor(QTextCursor::Start);
        if (!text.isEmpty())
            find(text);
        else
            mFound->clear();
    });
    connect(next, &QPushButton::clicked, this, [this] { find(mSearch->text()); });
    connect(previous, &QPushButton::clicked, this, [this] { find(mSearch->text(), true); });
    auto *findShortcut = new QShortcut(QKeySequence::Find, this);
    connect(findShortcut, &QShortcut::activated, this, [this] {
        mSearch->setFocus();
        mSearch->selectAll();
    });
    auto *nextShortcut = new QShortcut(QKeySequence::FindNext, this);
    connect(nextShortcut, &QShortcut::activated, next, &QPushButton::click);
    auto *previousShortcut = new QShortcut(QKeySequence::FindPrevious, this);
    connect(previousShortcut, &QShortcut::activated, previous, &QPushButton::click);

    auto *searchRow = new QHBoxLayout;
    searchRow->addWidget(mSearch, 1);
    searchRow->addWidget(previous);
    searchRow->addWidget(next);
    searchRow->addWidget(mFound);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(mSections);
    split->addWidget(mBrowser);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    split->setSizes({260, 660});

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    // Return in the search field finds the next match; it must not fall through to Close.
    for (QAbstractButton *b : buttons->buttons()) {
        if (auto *push = qobject_cast<QPushButton *>(b))
            push->setAutoDefault(false);
    }

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(searchRow);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);

    resize(960, 720);
    const QByteArray geometry = QSettings().value(BrowserGeometryKey).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
}

RulesBrowser::~RulesBrowser()
{
    QSettings().setValue(BrowserGeometryKey, saveGeometry());
}

RulesBrowser *RulesBrowser::openAt(QWidget *parent, const QString &section)
{
    QPointer<RulesBrowser> &browser = theBrowser();
    if (!browser) {
        QWidget *owner = parent ? parent->window() : nullptr;
        browser = new RulesBrowser(owner);
        browser->setAttribute(Qt::WA_DeleteOnClose);
    }
    browser->show();
    browser->raise();
    browser->activateWindow();
    if (!section.isEmpty())
        browser->showSection(section);
    return browser;
}

QString RulesBrowser::sectionNamedIn(const QString &text)
{
    static const QRegularExpression named(QStringLiteral("RULES\\s+([A-Z][0-9]+[a-z]?)"));
    return named.match(text).captured(1);
}

bool RulesBrowser::showSection(const QString &section)
{
    const QTextBlock heading = headingOf(mBrowser->document(), section);
    if (!heading.isValid())
        return false;
    QTextCursor cursor(heading);
    mBrowser->setTextCursor(cursor);
    const qreal top = mBrowser->document()->documentLayout()->blockBoundingRect(heading).top();
    mBrowser->verticalScrollBar()->setValue(int(top));
    for (int i = 0; i < mSections->count(); ++i) {
        if (mSections->item(i)->data(Qt::UserRole).toString() == section)
            mSections->setCurrentRow(i);
    }
    return true;
}

QStringList RulesBrowser::sections() const
{
    QStringList ids;
    for (QTextBlock b = mBrowser->document()->begin(); b.isValid(); b = b.next()) {
        if (const QString id = sectionOf(b); !id.isEmpty())
            ids << id;
    }
    return ids;
}

QString RulesBrowser::currentSection() const
{
    const int top = mBrowser->verticalScrollBar()->value();
    QString current;
    for (QTextBlock b = mBrowser->document()->begin(); b.isValid(); b = b.next()) {
        if (mBrowser->document()->documentLayout()->blockBoundingRect(b).top() > top + 1)
            break;
        if (const QString id = sectionOf(b); !id.isEmpty())
            current = id;
    }
    return current;
}

bool RulesBrowser::find(const QString &text, bool backward)
{
    if (text.isEmpty())
        return false;
    const QTextDocument::FindFlags flags = backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    bool found = mBrowser->find(text, flags);
    if (!found) { // round the end, once
        mBrowser->moveCursor(backward ? QTextCursor::End : QTextCursor::Start);
        found = mBrowser->find(text, flags);
    }
    mFound->setText(found ? QString() : tr("Not found"));
    return found;
}

} // namespace castellan
