/** The component catalogue at /components (issue 3 fills it with every component in every state). */
const CataloguePage = () => (
  <section aria-labelledby="catalogue-title">
    <h1 id="catalogue-title">Components</h1>
  </section>
);
export default CataloguePage;
