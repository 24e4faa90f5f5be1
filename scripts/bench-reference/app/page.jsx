export default function Page() {
  return <h1>Agentic AI workflows for the enterprise</h1>;
}
