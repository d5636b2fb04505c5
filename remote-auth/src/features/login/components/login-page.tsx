export default function LoginPage() {
  return <h1>ログイン</h1>;
}
