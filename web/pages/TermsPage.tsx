/** Terms & conditions (/terms-conditions): SPEC leaves the content open; plain, short terms. */
export default function TermsPage() {
  return (
    <article className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Terms &amp; conditions</h1>
      <div className="mt-4 space-y-4 text-sm leading-6 text-slate-800">
        <p>
          Manuscript Checker is provided to your organisation for reviewing manuscripts against journal author
          guidelines.
        </p>
        <h2 className="text-base font-semibold text-slate-900">Your documents</h2>
        <p>
          Documents you upload stay yours. They are stored for your organisation only, used only to run the checks you
          ask for, and removed when you delete them. Every change the product writes into a document is a tracked change
          that you review in Word.
        </p>
        <h2 className="text-base font-semibold text-slate-900">Checks are assistance</h2>
        <p>
          Checks point to likely problems; they do not replace your editorial judgement or the journal's own review. You
          remain responsible for the content you submit.
        </p>
        <h2 className="text-base font-semibold text-slate-900">Access</h2>
        <p>Access uses your organisational account. Keep your sign-in to yourself and sign out on shared computers.</p>
        <h2 className="text-base font-semibold text-slate-900">Contact</h2>
        <p>Questions about these terms go to your organisation's administrator of the product.</p>
      </div>
    </article>
  );
}
