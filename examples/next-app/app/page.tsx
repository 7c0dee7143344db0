export default function Home() {
  return (
    <main>
      <h1>faithcheck example</h1>
      <p>
        POST a chat to <code>/api/chat</code>: the answer streams at once, and faithcheck checks it against
        the retrieved passages after the response has been sent.
      </p>
    </main>
  );
}
